// "No SKU is ever sold below zero, whatever the concurrency" (decisions.md "Orders"):
// 100 members order the last 5 units of one SKU at the same moment, through the real
// HTTP routes, on PostgreSQL with 20 pooled connections (PGlite has one connection, so
// it cannot show a race; its run checks the same outcome sequentially).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { address, cartLine, member, queryRows, sku } from '@eshop/db';
import { createSessions } from '../src/modules/accounts/sessions.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { randomIp, SHOP_ORIGIN } from './members.ts';

const SHOPPERS = 100;
const UNITS = 5;

describe.each(databases())('stock under concurrent orders on %s', (kind) => {
  let shop: TestShop;
  let skuId: number;
  let before: { stock: number; priceFen: number };

  beforeAll(async () => {
    shop = await startShop(kind, {}, {}, { maxConnections: 20 });
    const [s] = await queryRows<{ id: number; stock: number; price_fen: number }>(shop.handle.db, sql`
      select s.id, s.stock, s.price_fen from sku s join item i on i.id = s.item_id where i.published and s.stock > 0 order by s.id limit 1 offset 3`);
    skuId = s!.id;
    before = { stock: s!.stock, priceFen: s!.price_fen };
  });
  afterAll(async () => {
    await shop.handle.db.update(sku).set(before).where(eq(sku.id, skuId));
    await shop.close();
  });

  it(`sells exactly ${UNITS} of the last ${UNITS} units to ${SHOPPERS} simultaneous orders, never below zero`, async () => {
    const db = shop.handle.db;
    const sessions = createSessions({ db });
    const shoppers: { memberId: number; token: string; addressId: number }[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const [m] = await db.insert(member).values({ email: `race-${randomUUID()}@example.com`, passwordHash: 'x' }).returning({ id: member.id });
      const [a] = await db.insert(address).values({
        memberId: m!.id, recipient: '李雷', province: '上海市', city: '上海市', district: '徐汇区', street: '衡山路1号', mobile: '13900000000', isDefault: true,
      }).returning({ id: address.id });
      // Every cart was filled while there was plenty of stock.
      await db.insert(cartLine).values({ memberId: m!.id, skuId, quantity: 1 });
      shoppers.push({ memberId: m!.id, token: await sessions.create(m!.id), addressId: a!.id });
    }
    await db.update(sku).set({ stock: UNITS }).where(eq(sku.id, skuId));

    const order = (s: { token: string; addressId: number }) => shop.inject({
      method: 'POST',
      url: '/api/a/execute/capi/shopping/CreateOrder',
      headers: {
        ch: 'website', lang: 'en_US', origin: SHOP_ORIGIN, 'x-forwarded-for': randomIp(),
        'content-type': 'application/x-www-form-urlencoded', cookie: `eshop_session=${s.token}`,
      },
      payload: new URLSearchParams({
        'oh.deliveryOption': 'delivery', 'a.addressId': String(s.addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(),
      }).toString(),
    });
    const answers = await Promise.all(shoppers.map(order));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(UNITS);
    expect(codes.filter((c) => c === 409)).toHaveLength(SHOPPERS - UNITS);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toMatchObject({ code: 'ORDER_STOCK_SHORT' });

    const [{ stock }] = await queryRows<{ stock: number }>(db, sql`select stock from sku where id = ${skuId}`) as [{ stock: number }];
    expect(stock).toBe(0);
    const [{ sold }] = await queryRows<{ sold: number }>(db, sql`select coalesce(sum(quantity), 0)::int as sold from order_line where sku_id = ${skuId}
      and order_id in (select id from shop_order where created_at > now() - interval '10 minutes')`) as [{ sold: number }];
    expect(sold).toBe(UNITS);

    // All or nothing per order: a winner's order has its number, its line and its first event,
    // and its cart line is gone; a refused order wrote nothing and left the cart as it was.
    const ids = shoppers.map((s) => s.memberId);
    const orders = await queryRows<{ member_id: number; transaction_id: string; lines: number; events: number }>(db, sql`
      select o.member_id, o.transaction_id,
             (select count(*)::int from order_line l where l.order_id = o.id) as lines,
             (select count(*)::int from order_event e where e.order_id = o.id and e.from_status is null and e.to_status = 'PendingPayment') as events
        from shop_order o where o.member_id = any(${`{${ids.join(',')}}`}::int[])`);
    expect(orders).toHaveLength(UNITS);
    expect(new Set(orders.map((o) => o.transaction_id)).size).toBe(UNITS);
    for (const o of orders) expect(o).toMatchObject({ lines: 1, events: 1, transaction_id: expect.stringMatching(/^WO\d{6}\d+$/) });
    const carts = await queryRows<{ member_id: number }>(db, sql`select member_id from cart_line where sku_id = ${skuId} and member_id = any(${`{${ids.join(',')}}`}::int[])`);
    const winners = new Set(orders.map((o) => o.member_id));
    expect(carts.map((c) => c.member_id).sort((a, b) => a - b)).toEqual(ids.filter((id) => !winners.has(id)).sort((a, b) => a - b));
  }, 120_000);
});
