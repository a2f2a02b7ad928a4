// Texts of the product page's parts that the server alone renders (components/catalog/item-details.server.tsx):
// the service promises and "More information". No browser module registers them: the
// product page ships none of these (docs/decisions/0008: its JavaScript budget).
export const product_en_US = {
  'item.moreInfo': 'More information',
  'item.origin': 'Origin',
  'item.brand': 'Brand',
  'item.service.coldChain': 'Cold-chain packed: below 4 °C for up to 36 hours',
  'item.service.cutoff': 'Order by 16:00: same-day delivery in Shanghai, next day to 1300+ cities',
  'item.service.pickup': 'Or pick up at one of our Shanghai stores, daily 09:00–19:00',
} as const;
