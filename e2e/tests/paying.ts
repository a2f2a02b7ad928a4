// Steps the checkout and payment journeys share: the address form at checkout, and the
// payer's phone reading the QR code on the pay page.
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, type MessageKey } from './fixtures.ts';

/** A new member's first address, typed into the checkout's address form and saved. */
export async function addCheckoutAddress(page: Page, t: (key: MessageKey) => string): Promise<void> {
  await page.getByLabel(t('address.recipient'), { exact: true }).fill('王小明');
  await page.getByLabel(t('address.mobile'), { exact: true }).fill('13800138000');
  await page.getByLabel(t('address.province'), { exact: true }).fill('上海');
  await page.getByLabel(t('address.city'), { exact: true }).fill('上海市');
  await page.getByLabel(t('address.district'), { exact: true }).fill('静安区');
  await page.getByLabel(t('address.street'), { exact: true }).fill('南京西路1266号');
  await page.getByRole('button', { name: t('checkout.saveAddress') }).click();
}

/** What the payer's phone camera reads: the QR code on the pay page, decoded. */
export async function scanCode(page: Page): Promise<string> {
  const image = page.getByTestId('qr-image');
  await expect(image).toBeVisible();
  const png = await image.screenshot();
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code, 'the QR code on the screen decodes').not.toBeNull();
  return code!.data;
}
