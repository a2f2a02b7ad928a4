// The notice of a demo shop (docs/decisions/0021), in both languages. Only the shell
// loader reads it, on the server, and hands the page its language's text: a shop that is
// not a demo ships none of it, and a demo carries it in the page's HTML instead of in every
// page's JavaScript (the budgets of bench/README.md).
import type { Locale } from '@eshop/domain/i18n';

export const demoNotice: Record<Locale, string> = {
  en_US: 'Demo shop · Payments are simulated: no money is charged and no order is real.',
  zh_CN: '演示商店 · 支付为模拟，不会产生任何扣款，订单均为演示。',
};
