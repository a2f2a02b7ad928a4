// Customer requests (issue 15; docs/decisions/0031-requests-reviews.md) on both databases:
// a member files a request about their order with photos (re-encoded, metadata stripped),
// the team answers and closes it, the member reads the thread, is told, and may re-open it
// within 14 days. Every bad upload gets a clear 4xx in the member's language and nothing is
// stored — no request row, no photo row, no file. Another member's request is not found.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { CustomerRequestDetail, CustomerRequestSummary, OrderNotice } from '@eshop/domain/contract';
import { databases, staffToken, runDueJobs, startShop, stockedSku, type TestShop } from './helpers.ts';
import { placeDeliveryOrder, registeredMember, shopperWithAddress, visitor, type Visitor } from './members.ts';
import { photoFile, postMultipart, type UploadFile } from './uploads.ts';

describe.each(databases())('customer requests on %s', (kind) => {
  let shop: TestShop;
  let dataDir: string;
  let sku: Awaited<ReturnType<typeof stockedSku>>;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eshop-requests-'));
    shop = await startShop(kind, { PHOTO_DIR: dataDir });
    sku = await stockedSku(shop, 17, { stock: 500, priceFen: 5_000 });
    token = await staffToken(shop, 'Zhou Min', ['customer-service']);
  });
  afterAll(async () => {
    await sku.restore();
    await shop.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const files = async () => (await readdir(dataDir).catch(() => [] as string[])).filter((f) => !f.endsWith('.tmp'));
  const count = async (table: 'customer_request' | 'photo') => (await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  const file = (bytes: Buffer, filename: string, type = 'image/jpeg'): UploadFile => ({ filename, type, bytes });
  const about = (transactionId: string, extra: Record<string, string> = {}) => ({
    'cr.type': 'damaged', 'cr.referenceId': transactionId, 'cr.subject': 'Ribeye arrived torn', 'cr.description': 'The vacuum pack was open and the meat warm.', ...extra,
  });
  const create = (m: Visitor, fields: Record<string, string>, photos: UploadFile[] = [], lang = 'en_US') =>
    postMultipart(shop, m, 'a/execute/capi/shopping/CreateCustomerRequest', fields, photos, lang);
  const view = async (m: Visitor, id: number, lang = 'en_US') => {
    const res = await m.get(`a/capi/shopping/ViewCustomerRequest?cr.requestId=${id}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: CustomerRequestDetail }).data;
  };
  const staff = (method: 'GET' | 'POST', path: string, payload?: object) => shop.inject({
    method, url: `/api/staff/${path}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(payload ? { payload } : {}),
  });
  const memberWithOrder = async () => {
    const m = await shopperWithAddress(shop);
    return Object.assign(m, { transactionId: await placeDeliveryOrder(m, sku.id) });
  };

  it('files a request about an order with photos: stored re-encoded without EXIF or GPS, shown with the order', async () => {
    const m = await memberWithOrder();
    const res = await create(m, about(m.transactionId), [await photoFile(4000, 3000), await photoFile(800, 600, 'png'), await photoFile(640, 640, 'webp')]);
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { data: { 'cr.requestId': number } }).data['cr.requestId'];
    const r = await view(m, id, 'zh_CN');
    expect(r).toMatchObject({
      type: 'damaged', typeLabel: '商品损坏', subject: 'Ribeye arrived torn', status: 'open', statusLabel: '处理中',
      referenceId: m.transactionId, description: 'The vacuum pack was open and the meat warm.', messages: [], canReply: true, closedAt: null,
    });
    expect(r.photos).toHaveLength(3);
    expect(r.photos[0]).toMatchObject({ width: 1600, height: 1200 });
    const served = await shop.inject({ method: 'GET', url: new URL(r.photos[0]!.url, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    const thumb = await shop.inject({ method: 'GET', url: new URL(r.photos[0]!.thumbnail, 'http://x').pathname });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const byOrder = (await (await m.get(`a/capi/shopping/CustomerRequest.List?referenceId=${m.transactionId}&pageSize=100`)).json()) as { data: CustomerRequestSummary[]; total: number };
    expect(byOrder).toMatchObject({ total: 1, data: [{ 'cr.requestId': id, referenceId: m.transactionId, messageCount: 0 }] });
  });

  it('files a request without an order for the other types, from a plain form too', async () => {
    const m = await registeredMember(shop);
    const res = await m.post('a/execute/capi/shopping/CreateCustomerRequest', { 'cr.type': 'account', 'cr.subject': 'Change my e-mail', 'cr.description': 'Please help.' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses bad input in the member\'s language and stores nothing: no request, no photo row, no file', async () => {
    const m = await memberWithOrder();
    const other = await memberWithOrder();
    const requestsBefore = await count('customer_request');
    const photosBefore = await count('photo');
    const filesBefore = (await files()).length;
    const ok = await photoFile(800, 600);
    const bomb = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
    bomb.writeUInt32BE(20_000, 16); bomb.writeUInt32BE(20_000, 20); bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const cases: [string, Promise<Awaited<ReturnType<typeof create>>>, number, string, string?][] = [
      ['10 photos', create(m, about(m.transactionId), Array.from({ length: 10 }, () => ok)), 400, 'PHOTO_TOO_MANY'],
      ['a file over 5 MB', create(m, about(m.transactionId), [ok, file(Buffer.concat([ok.bytes, Buffer.alloc(5 * 1024 * 1024)]), 'big.jpg')]), 413, 'PHOTO_TOO_BIG'],
      ['an SVG', create(m, about(m.transactionId), [file(svg, 'pic.svg', 'image/svg+xml')]), 400, 'PHOTO_NOT_IMAGE', 'Photo 1 is not a JPEG, PNG or WebP picture. Please choose another.'],
      ['HTML declared as JPEG', create(m, about(m.transactionId), [ok, file(Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg')]), 400, 'PHOTO_NOT_IMAGE', 'Photo 2 is not a JPEG, PNG or WebP picture. Please choose another.'],
      ['a script renamed .jpg', create(m, about(m.transactionId), [file(Buffer.from('#!/bin/sh\necho hi\n'), 'run.sh.jpg')], 'zh_CN'), 400, 'PHOTO_NOT_IMAGE', '第 1 张照片不是 JPEG、PNG 或 WebP 图片，请重新选择。'],
      ['20,000 × 20,000 pixels', create(m, about(m.transactionId), [file(bomb, 'huge.png', 'image/png')]), 400, 'PHOTO_TOO_MANY_PIXELS'],
      ['a name with ../', create(m, about(m.transactionId), [{ ...ok, filename: '../../etc/passwd.jpg' }]), 400, 'PHOTO_NAME_INVALID'],
      ['another member\'s order', create(m, about(other.transactionId), [ok]), 404, 'REQUEST_ORDER_NOT_FOUND'],
      ['no order for an order type', create(m, { 'cr.type': 'damaged', 'cr.subject': 's', 'cr.description': 'd' }, [ok]), 400, 'REQUEST_ORDER_REQUIRED'],
      ['photos on an account request', create(m, { 'cr.type': 'account', 'cr.subject': 's', 'cr.description': 'd' }, [ok]), 400, 'REQUEST_PHOTOS_NOT_ALLOWED'],
      ['an unknown type', create(m, about(m.transactionId, { 'cr.type': 'refund-now' })), 400, 'INVALID_FIELD'],
      ['a subject over 100', create(m, about(m.transactionId, { 'cr.subject': 'x'.repeat(101) }), [], 'zh_CN'), 400, 'INVALID_FIELD', '主题最多 100 个字符。'],
      ['an empty description', create(m, about(m.transactionId, { 'cr.description': '  ' })), 400, 'INVALID_FIELD', 'Please input the description.'],
      ['a file in another field', create(m, about(m.transactionId), [{ ...ok, field: 'avatar' }]), 400, 'BAD_REQUEST'],
    ];
    for (const [name, pending, status, code, message] of cases) {
      const res = await pending;
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toMatchObject({ status: 'failure', code, ...(message ? { message } : {}) });
    }
    expect(await count('customer_request')).toBe(requestsBefore);
    expect(await count('photo')).toBe(photosBefore);
    expect((await files()).length).toBe(filesBefore);
    expect((await visitor(shop).get('a/capi/shopping/CustomerRequest.List')).statusCode).toBe(403);
  });

  it('keeps each member to their own requests', async () => {
    const m = await memberWithOrder();
    const id = ((await create(m, about(m.transactionId))).json() as { data: { 'cr.requestId': number } }).data['cr.requestId'];
    const other = await registeredMember(shop);
    expect((await other.get(`a/capi/shopping/ViewCustomerRequest?cr.requestId=${id}`)).statusCode).toBe(404);
    expect((await other.post('a/execute/capi/shopping/AddMessageToCustomerRequest', { 'cr.requestId': String(id), 'msg.content': 'hi' })).statusCode).toBe(404);
    expect(((await (await other.get('a/capi/shopping/CustomerRequest.List')).json()) as { total: number }).total).toBe(0);
    for (const bad of ['0', '-1', 'abc', '99999999999']) expect((await m.get(`a/capi/shopping/ViewCustomerRequest?cr.requestId=${bad}`)).statusCode, bad).toBe(400);
  });

  it('lets the team answer and close; the member is told, reads the thread, and re-opens with a message within 14 days', async () => {
    const m = await memberWithOrder();
    const id = ((await create(m, about(m.transactionId))).json() as { data: { 'cr.requestId': number } }).data['cr.requestId'];
    const inbox = (await (await staff('GET', 'requests?status=open&pageSize=0')).json()) as { data: (CustomerRequestSummary & { memberId: number })[] };
    expect(inbox.data.map((r) => r['cr.requestId'])).toContain(id);

    expect((await staff('POST', `requests/${id}/reply`, { content: 'Sorry! A new ribeye goes out today.' })).statusCode).toBe(200);
    expect((await m.post('a/execute/capi/shopping/AddMessageToCustomerRequest', { 'cr.requestId': String(id), 'msg.content': 'Thank you!' })).json()).toMatchObject({ data: { reopened: false } });
    expect((await staff('POST', `requests/${id}/close`, { content: 'Delivered. Enjoy!' })).statusCode).toBe(200);
    expect((await staff('POST', `requests/${id}/close`, {})).statusCode).toBe(409);

    const r = await view(m, id);
    expect(r).toMatchObject({ status: 'closed', canReply: true, lastAuthor: 'staff' });
    expect(r.messages.map((x) => [x.author, x.authorName, x.content])).toEqual([
      ['staff', 'Zhou Min', 'Sorry! A new ribeye goes out today.'], ['member', 'You', 'Thank you!'], ['staff', 'Zhou Min', 'Delivered. Enjoy!'],
    ]);
    expect(new Date(r.reopenUntil!).getTime() - new Date(r.closedAt!).getTime()).toBe(14 * 86_400_000);

    const notices = ((await (await m.get('a/capi/shopping/OrderNotice.List', { lang: 'zh_CN' })).json()) as { data: OrderNotice[] }).data
      .filter((n) => n.kind === 'loyalty' && (n.event === 'requestAnswered' || n.event === 'requestClosed'));
    expect(notices.map((n) => n.kind === 'loyalty' && [n.event, n.title, n.screen])).toEqual([
      ['requestClosed', '您的申请已关闭', `my/request-detail?requestId=${id}`],
      ['requestAnswered', '客服回复了您的申请', `my/request-detail?requestId=${id}`],
    ]);
    await runDueJobs(shop);
    const mails = await queryRows<{ subject: string }>(shop.handle.db, sql`select subject from sandbox_mail where rcpt_to @> ${JSON.stringify([m.email])}::jsonb order by id`);
    expect(mails.map((x) => x.subject)).toEqual(expect.arrayContaining(['Our team answered your request', 'Your request is closed']));

    // A new message re-opens it; open requests come first in the list.
    expect((await m.post('a/execute/capi/shopping/AddMessageToCustomerRequest', { 'cr.requestId': String(id), 'msg.content': 'It is warm again.' })).json()).toMatchObject({ data: { reopened: true } });
    expect(await view(m, id)).toMatchObject({ status: 'open', closedAt: null, reopenUntil: null });

    // Closed more than 14 days ago: no re-opening.
    await staff('POST', `requests/${id}/close`, {});
    await queryRows(shop.handle.db, sql`update customer_request set closed_at = now() - interval '15 days' where id = ${id}`);
    const late = await m.post('a/execute/capi/shopping/AddMessageToCustomerRequest', { 'cr.requestId': String(id), 'msg.content': 'Still?' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'REQUEST_CLOSED', message: 'This request was closed more than 14 days ago. Please file a new request.' });
    expect(await view(m, id)).toMatchObject({ status: 'closed', canReply: false });
  });

  it('lists open requests first and filters open / all', async () => {
    const m = await memberWithOrder();
    const ids: number[] = [];
    for (const subject of ['first', 'second']) {
      ids.push(((await create(m, about(m.transactionId, { 'cr.subject': subject }))).json() as { data: { 'cr.requestId': number } }).data['cr.requestId']);
    }
    await staff('POST', `requests/${ids[1]}/close`, {});
    const all = (await (await m.get('a/capi/shopping/CustomerRequest.List?status=all')).json()) as { data: CustomerRequestSummary[] };
    expect(all.data.map((r) => [r.subject, r.status])).toEqual([['first', 'open'], ['second', 'closed']]);
    const open = (await (await m.get('a/capi/shopping/CustomerRequest.List?status=open')).json()) as { data: CustomerRequestSummary[] };
    expect(open.data.map((r) => r.subject)).toEqual(['first']);
  });

  it('keeps the staff calls to the team: no token and a fulfilment role 403', async () => {
    expect((await shop.inject({ method: 'GET', url: '/api/staff/requests' })).statusCode).toBe(403);
    const packer = await staffToken(shop, 'Packer', ['fulfilment']);
    const res = await shop.inject({ method: 'GET', url: '/api/staff/requests', headers: { authorization: `Bearer ${packer}` } });
    expect(res.statusCode).toBe(403);
  });

  it('files concurrent requests with photos without losing or mixing any', async () => {
    const m = await memberWithOrder();
    const results = await Promise.all(Array.from({ length: 5 }, async (_, i) => create(m, about(m.transactionId, { 'cr.subject': `n${i}` }), [await photoFile(300 + i * 10, 200)])));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const list = (await (await m.get('a/capi/shopping/CustomerRequest.List?pageSize=0')).json()) as { data: CustomerRequestSummary[] };
    for (const [i, s] of list.data.map((r) => r.subject).sort().entries()) expect(s).toBe(`n${i}`);
    for (const r of list.data) {
      const d = await view(m, r['cr.requestId']);
      expect(d.photos).toHaveLength(1);
      expect(d.photos[0]!.width).toBe(300 + Number(r.subject.slice(1)) * 10);
    }
  });

  it('sweeps photo files no row names once they are an hour old (a crash before the commit), keeping every stored photo', async () => {
    const m = await memberWithOrder();
    const res = await create(m, about(m.transactionId), [await photoFile(320, 240)]);
    expect(res.statusCode).toBe(200);
    const orphan = join(dataDir, 'ffffffffffffffffffffffff.webp');
    const fresh = join(dataDir, 'eeeeeeeeeeeeeeeeeeeeeeee.webp');
    await writeFile(orphan, 'x');
    await writeFile(fresh, 'x');
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    await utimes(orphan, twoHoursAgo, twoHoursAgo);
    for (const f of await files()) await utimes(join(dataDir, f), twoHoursAgo, twoHoursAgo).catch(() => undefined);
    await utimes(fresh, new Date(), new Date());
    const before = await files();
    expect(await shop.app.eshopServices.photos.sweep()).toEqual({ deleted: 1 });
    const after = await files();
    expect(before.filter((f) => !after.includes(f))).toEqual(['ffffffffffffffffffffffff.webp']);
    const id = (res.json() as { data: { 'cr.requestId': number } }).data['cr.requestId'];
    const photo = (await view(m, id)).photos[0]!;
    expect((await shop.inject({ method: 'GET', url: new URL(photo.url, 'http://x').pathname })).statusCode).toBe(200);
    await rm(fresh);
  });
});
