// The stores' tills in the browser tests: a sale reported to a member's card through the POS
// API (docs/pos-api.md), JSON signed with HMAC-SHA256 as a till signs it. The loyalty and
// star-shop journeys earn their stars this way.
import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The demo shop's till (docs/pos-api.md, "The demo terminal"). */
export const TILL = { id: 'demo-till', secret: 'demo-till-secret-change-me' };

/** A till reports a sale: JSON signed with HMAC-SHA256 over timestamp, nonce and the exact body. */
export async function tillReports(request: APIRequestContext, sale: Record<string, unknown>): Promise<{ starsTenths: number; level: number }> {
  const body = JSON.stringify(sale);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', TILL.secret).update(`${timestamp}\n${nonce}\n${body}`, 'utf8').digest('hex');
  const response = await request.post('/api/pos/v1/store-orders', {
    headers: { 'content-type': 'application/json', 'x-pos-terminal': TILL.id, 'x-pos-timestamp': timestamp, 'x-pos-nonce': nonce, 'x-pos-signature': signature },
    data: body,
  });
  expect(response.status(), `POS sale: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: { starsTenths: number; level: number } }).data;
}

/** A transaction id no other test's till uses (unique across the stores). */
export const newTrxLogId = (): number => Date.now() * 100 + Math.floor(Math.random() * 100);
