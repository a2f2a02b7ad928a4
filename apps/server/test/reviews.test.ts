// Reviews (issue 15; docs/decisions/0031-requests-reviews.md) on both databases: a member
// reviews each item of a received order once, with photos; every shopper reads it on the
// product page with the team's reply and the aggregate; hidden reviews leave the page but
// stay with the member, marked. What may not be reviewed, or is badly formed, is refused
// in the member's language and stores nothing.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { ItemReview, MemberReview, ReviewCandidate, ReviewSummary } from '@eshop/domain/contract';
import { databases, staffToken, startShop, stockedSku, type TestShop } from './helpers.ts';
import { payThroughSandbox, placeDeliveryOrder, shopperWithAddress, visitor, type Shopper } from './members.ts';
import { photoFile, postMultipart, type UploadFile } from './uploads.ts';

describe.each(databases())('reviews on %s', (kind) => {
  let shop: TestShop;
  let dataDir: string;
  let sku: Awaited<ReturnType<typeof stockedSku>>;
  let itemId: number;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eshop-reviews-'));
    shop = await startShop(kind, { PHOTO_DIR: dataDir });
    sku = await stockedSku(shop, 23, { stock: 500, priceFen: 6_800 });
    itemId = (await queryRows<{ item_id: number }>(shop.handle.db, sql`select item_id from sku where id = ${sku.id}`))[0]!.item_id;
    token = await staffToken(shop, 'Chen Jie', ['customer-service']);
  });
  afterAll(async () => {
    await sku.restore();
    await shop.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A member whose order of the test item was delivered (OrderReceived), or only paid. */
  async function buyer(received = true): Promise<Shopper & { transactionId: string }> {
    const m = await shopperWithAddress(shop);
    const transactionId = await placeDeliveryOrder(m, sku.id);
    await payThroughSandbox(shop, m, transactionId);
    if (received) {
      const { orderLifecycle } = shop.app.eshopServices;
      for (const [to, actor] of [['OrderConfirmed', 'staff'], ['PendingDelivery', 'staff'], ['Shipped', 'courier'], ['OrderReceived', 'courier']] as const) {
        const r = await orderLifecycle.transition({ transactionId, to, actor, shipment: { logisticsCompany: 'SF', shipmentNo: `SF${Date.now()}` } });
        expect(r.ok, JSON.stringify(r)).toBe(true);
      }
    }
    return Object.assign(m, { transactionId });
  }
  const write = (m: Shopper, fields: Record<string, string>, photos: UploadFile[] = [], lang = 'en_US') =>
    postMultipart(shop, m, 'a/execute/capi/shopping/Review', fields, photos, lang);
  const fieldsOf = (m: { transactionId: string }, extra: Record<string, string> = {}) => ({
    't.itemId': String(itemId), 'oh.transactionId': m.transactionId, 'rv.rating': '4', 'rv.text': 'Beautiful marbling, cooked perfectly.', ...extra,
  });
  const itemReviews = async () => (await visitor(shop).get(`a/capi/catalog/ItemReview.List?itemId=${itemId}&pageSize=50`)).json() as { data: ItemReview[]; total: number; summary: ReviewSummary };
  const reviewRows = async () => (await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from review`))[0]!.n;
  const files = async () => (await readdir(dataDir).catch(() => [] as string[])).length;
  const staff = (path: string, payload: object) => shop.inject({
    method: 'POST', url: `/api/staff/${path}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload,
  });

  it('lists the received items awaiting a review; a review with photos shows on the product page with the reply, and leaves the candidates', async () => {
    const m = await buyer();
    const candidates = (await (await m.get('a/capi/shopping/ReviewCandidate.List')).json()) as { data: ReviewCandidate[]; total: number };
    expect(candidates.data).toEqual([expect.objectContaining({ transactionId: m.transactionId, 't.itemId': itemId, receivedAt: expect.any(String) })]);

    const before = await itemReviews();
    const res = await write(m, fieldsOf(m, { 'rv.text': '好吃🥩 Beautiful marbling.' }), [await photoFile(2400, 1800), await photoFile(500, 500, 'png')]);
    expect(res.statusCode, res.body).toBe(200);
    const reviewId = (res.json() as { data: { 'rv.reviewId': number } }).data['rv.reviewId'];
    expect(((await (await m.get('a/capi/shopping/ReviewCandidate.List')).json()) as { total: number }).total).toBe(0);

    expect((await staff(`reviews/${reviewId}/reply`, { text: 'Thank you! Try it with our truffle salt.' })).statusCode).toBe(200);
    const after = await itemReviews();
    expect(after.total).toBe(before.total + 1);
    const shown = after.data.find((r) => r.reviewId === reviewId)!;
    expect(shown).toMatchObject({ rating: 4, text: '好吃🥩 Beautiful marbling.', reply: { text: 'Thank you! Try it with our truffle salt.' } });
    expect(shown.authorName).toMatch(/^me\*\*\*@example\.com$/);
    expect(shown.photos.map((p) => [p.width, p.height])).toEqual([[1600, 1200], [500, 500]]);
    expect(after.summary.count).toBe(after.total);
    expect(after.summary.histogram[3]).toBe(before.summary.histogram[3] + 1);

    const mine = (await (await m.get(`a/capi/shopping/Review.List?rv.reviewId=${reviewId}`)).json()) as { data: MemberReview[] };
    expect(mine.data).toEqual([expect.objectContaining({ reviewId, 't.itemId': itemId, transactionId: m.transactionId, hidden: null, reply: expect.objectContaining({ text: expect.any(String) }) })]);
  });

  it('averages the ratings in tenths', async () => {
    const ratings = ['5', '4', '4'];
    const before = (await itemReviews()).summary;
    for (const rating of ratings) {
      const m = await buyer();
      expect((await write(m, fieldsOf(m, { 'rv.rating': rating }))).statusCode).toBe(200);
    }
    const s = (await itemReviews()).summary;
    const sum = before.histogram.reduce((a, n, i) => a + n * (i + 1), 0) + 13;
    const count = before.count + 3;
    expect(s.count).toBe(count);
    expect(s.averageTenths).toBe(Math.floor((sum * 20 + count) / (2 * count)));
  });

  it('refuses what may not be reviewed and bad input in the member\'s language, storing nothing', async () => {
    const m = await buyer();
    const unpaid = await buyer(false);
    const stranger = await buyer();
    const rows = await reviewRows();
    const stored = await files();
    const svg = { filename: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') };
    const ok = await photoFile(400, 300);
    const cases: [string, Promise<Awaited<ReturnType<typeof write>>>, number, string, string?][] = [
      ['an order not yet delivered', write(unpaid, fieldsOf(unpaid)), 409, 'REVIEW_NOT_ALLOWED'],
      ['another member\'s order', write(m, fieldsOf(stranger)), 409, 'REVIEW_NOT_ALLOWED'],
      ['an item not in the order', write(m, fieldsOf(m, { 't.itemId': '2147483647' }), [], 'zh_CN'), 409, 'REVIEW_NOT_ALLOWED', '您只能评价自己已收货或已完成订单中的商品。'],
      ['rating 0', write(m, fieldsOf(m, { 'rv.rating': '0' })), 400, 'INVALID_FIELD', 'Please choose a rating from 1 to 5 stars.'],
      ['rating 6', write(m, fieldsOf(m, { 'rv.rating': '6' })), 400, 'INVALID_FIELD'],
      ['rating 4.5', write(m, fieldsOf(m, { 'rv.rating': '4.5' })), 400, 'INVALID_FIELD'],
      ['text of 501 characters', write(m, fieldsOf(m, { 'rv.text': '好'.repeat(501) }), [], 'zh_CN'), 400, 'INVALID_FIELD', '评价内容最多 500 个字符。'],
      ['an SVG named .jpg', write(m, fieldsOf(m), [ok, svg]), 400, 'PHOTO_NOT_IMAGE', 'Photo 2 is not a JPEG, PNG or WebP picture. Please choose another.'],
      ['10 photos', write(m, fieldsOf(m), Array.from({ length: 10 }, () => ok)), 400, 'PHOTO_TOO_MANY'],
      ['a file over 5 MB', write(m, fieldsOf(m), [{ ...ok, bytes: Buffer.concat([ok.bytes, Buffer.alloc(5 * 1024 * 1024)]) }]), 413, 'PHOTO_TOO_BIG'],
      ['a name with ../', write(m, fieldsOf(m), [{ ...ok, filename: '..\\..\\boot.ini.jpg' }]), 400, 'PHOTO_NAME_INVALID'],
    ];
    for (const [name, pending, status, code, message] of cases) {
      const res = await pending;
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toMatchObject({ code, ...(message ? { message } : {}) });
    }
    expect(await reviewRows()).toBe(rows);
    expect(await files()).toBe(stored);
    expect((await visitor(shop).post('a/execute/capi/shopping/Review', fieldsOf(m))).statusCode).toBe(403);
  });

  it('takes one review per item and order, even when sent twice at once; the loser stores no photo', async () => {
    const m = await buyer();
    const stored = await files();
    const results = await Promise.all([write(m, fieldsOf(m), [await photoFile(300, 300)]), write(m, fieldsOf(m), [await photoFile(310, 300)])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'REVIEW_EXISTS', message: 'You have already reviewed this item for this order.' });
    expect(await files()).toBe(stored + 2); // one photo: its picture and thumbnail
    expect((await write(m, fieldsOf(m))).statusCode).toBe(409);
  });

  it('lets the team hide a review with a reason: gone from the product page, marked for the member; and show it again', async () => {
    const m = await buyer();
    const reviewId = ((await write(m, fieldsOf(m, { 'rv.text': 'Call me on 13800000000 for deals' }))).json() as { data: { 'rv.reviewId': number } }).data['rv.reviewId'];
    expect((await staff(`reviews/${reviewId}/hide`, {})).statusCode).toBe(400);
    expect((await staff(`reviews/${reviewId}/hide`, { reason: 'Advertising' })).statusCode).toBe(200);
    expect((await itemReviews()).data.map((r) => r.reviewId)).not.toContain(reviewId);
    const mine = (await (await m.get('a/capi/shopping/Review.List')).json()) as { data: MemberReview[] };
    expect(mine.data.find((r) => r.reviewId === reviewId)?.hidden).toMatchObject({ reason: 'Advertising' });
    expect((await staff(`reviews/${reviewId}/hide`, { show: true })).statusCode).toBe(200);
    expect((await itemReviews()).data.map((r) => r.reviewId)).toContain(reviewId);
    expect((await staff('reviews/2147483647/reply', { text: 'x' })).statusCode).toBe(404);
  });

  it('answers ItemReview.List for an item without reviews, and 400 for a malformed id', async () => {
    const none = (await (await visitor(shop).get('a/capi/catalog/ItemReview.List?itemId=2147483647')).json()) as { data: ItemReview[]; summary: ReviewSummary };
    expect(none).toMatchObject({ data: [], total: 0, summary: { count: 0, averageTenths: 0, histogram: [0, 0, 0, 0, 0] } });
    for (const bad of ['x', '0', '-1', '99999999999']) expect((await visitor(shop).get(`a/capi/catalog/ItemReview.List?itemId=${bad}`)).statusCode, bad).toBe(400);
  });
});
