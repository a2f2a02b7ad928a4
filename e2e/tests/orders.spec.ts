// My orders in every project ({pc, mobile} × {en_US, zh_CN}): the spec's "no orders"
// message, an unpaid order under its tab with the Pay action, a message added to it, and
// its cancellation with a remark after the confirmation (then Cancelled, remark shown), and
// "Buy again", which puts its product back in the cart.
import { expect, test, yuan, type CatalogItem, type ItemDetail } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';
import { placePickupOrder } from './paying.ts';
import { keepShot } from './screenshots.ts';

const LABEL = {
  PendingPayment: { en_US: 'Pending Payment', zh_CN: '待付款' },
  Cancelled: { en_US: 'Cancelled', zh_CN: '已取消' },
};

interface Catalog { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }

async function someSku(catalog: Catalog): Promise<{ item: ItemDetail; sku: ItemDetail['skus'][number] }> {
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const item = await catalog.item(summary.itemId);
    const sku = item.skus.find((s) => !s.soldOut && s.stock >= 10);
    if (sku) return { item, sku };
  }
  throw new Error('the seed has no SKU in stock');
}

test('no orders yet, then an unpaid order: message it, cancel it with a remark, buy it again', async ({ page, visit, t, shopUrl, shopLocale, device, catalog }, testInfo) => {
  const { item, sku } = await someSku(catalog);
  await signUp(page, shopLocale, uniqueEmail('orders', device, shopLocale));

  await visit('my/order-list');
  await expect(page.getByTestId('orders-empty')).toContainText(t('orders.empty'));
  await expect(page.getByTestId('orders-empty').getByRole('link', { name: t('orders.shop') })).toBeVisible();

  const transactionId = await placePickupOrder(page, visit, t, item, sku.spec);

  // Listed under "Pending Payment" with the Pay action.
  await visit('my/order-list');
  await page.getByTestId('order-tab').filter({ hasText: t('orders.tab.unpaid') }).click();
  await expect(page).toHaveURL(`${shopUrl('my/order-list')}?status=unpaid`);
  const order = page.getByTestId('order').filter({ hasText: transactionId });
  await expect(order.getByTestId('order-status')).toHaveText(LABEL.PendingPayment[shopLocale]);
  await expect(order.getByTestId('order-total')).toHaveText(yuan(sku.priceFen));
  await expect(order.getByRole('link', { name: t('orders.pay'), exact: true })).toHaveAttribute('href', new RegExp(`shopping/pay\\?transactionId=${transactionId}$`));
  await order.getByRole('link', { name: t('orders.view'), exact: true }).click();
  await expect(page).toHaveURL(`${shopUrl('my/order-detail')}?transactionId=${transactionId}`);

  // Opened directly (no same-origin referrer, e.g. from a bookmark): the QR at once.
  await visit(`shopping/pay?transactionId=${transactionId}`);
  await expect(page.getByTestId('qr-image')).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText(yuan(sku.priceFen));
  await visit(`my/order-detail?transactionId=${transactionId}`);

  // A message to the shop.
  await page.getByLabel(t('order.message'), { exact: true }).fill('Please keep it chilled.');
  await page.getByRole('button', { name: t('order.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('order.messageSent') })).toBeVisible();
  await expect(page.getByTestId('order-message')).toContainText('Please keep it chilled.');

  // Unpaid, the order still shows the stars it would earn.
  await expect(page.getByTestId('stars-pending')).toHaveText(/^★ \d+\.\d$/);

  // Cancel asks first; "keep" keeps the order.
  await page.getByTestId('order-cancel').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(t('order.cancelQuestion'));
  await dialog.getByRole('link', { name: t('order.keep') }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByTestId('order-cancel').click();
  await page.getByLabel(t('order.cancelRemark'), { exact: true }).fill('Ordered the wrong cut');
  await page.getByRole('button', { name: t('order.cancelYes') }).click();

  await expect(page.getByRole('status').filter({ hasText: t('order.cancelled') })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(LABEL.Cancelled[shopLocale]);
  await expect(page.getByTestId('order-remarks')).toHaveText('Ordered the wrong cut');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  // A cancelled order earns no stars: no estimate is shown.
  await expect(page.getByTestId('stars-pending')).toHaveCount(0);

  // The pay page of a cancelled order says so, with the way to the order.
  await visit(`shopping/pay?transactionId=${transactionId}`);
  await expect(page.getByTestId('pay-cancelled')).toBeVisible();
  await page.getByRole('link', { name: t('pay.viewOrder') }).click();

  // Buy again: the cancelled order's product goes back in the (empty) cart, at today's price.
  await keepShot(page, `orders-cancelled-${testInfo.project.name}`, { fullPage: true, scale: 'css', eagerImages: true });
  await page.getByRole('button', { name: t('order.rebuy') }).click();
  await expect(page).toHaveURL(shopUrl('shopping/cart'));
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(item.name);
  await expect(line).toContainText(sku.spec);
  await expect(line.getByTestId('cart-quantity')).toHaveText('1');
  await expect(line.getByTestId('cart-line-total')).toHaveText(yuan(sku.priceFen));
  await keepShot(page, `orders-rebuy-cart-${testInfo.project.name}`, { fullPage: true, scale: 'css', eagerImages: true });
});
