// Texts of the footer's paragraphs (cold chain, delivery, stores, copyright), in English.
// Every page shows them, and the server writes them: the shell loader puts them in the page's
// data (ShellData.footer, routes/shell.tsx), so no browser module registers them and the
// product page ships none of their words (docs/decisions/0008, 0016). footer.zh_CN.ts has
// the same keys (typed).
export const footer_en_US = {
  'footer.promise.title': 'Cold-chain delivery',
  'footer.promise.body': 'Nationwide by express courier with cold chain, within 24 hours to 1300+ cities. Our packaging keeps your order below 4 °C for up to 36 hours.',
  'footer.cutoff': 'Order before 16:00: Shanghai same day, other cities next day. After 16:00: Shanghai next day, other cities on the third day.',
  'footer.shipping': 'Free shipping on orders over 200 RMB, otherwise RMB 50.',
  'footer.hours.title': 'Our four stores',
  'footer.hours.body': 'Open daily 09:00–19:00',
  'footer.returns': 'No returns except for product errors.',
  'footer.copyright': '© 2026 Butcher & Deli Shanghai. All rights reserved.',
} as const;
