// The behaviour both databases must show (PGlite and PostgreSQL run the same suite).
// `open()` returns a migrated, empty database; the tests run in order on it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate, queryRows, queryRowsPlanned, type DatabaseHandle } from '../client.ts';
import { getMedia, putMedia } from '../media.ts';
import { sqlClientOf, sqlClientOfTransaction } from '../sql-client.ts';
import {
  carouselSlide,
  cartLine,
  category,
  contentSegment,
  gift,
  giftCartLine,
  item,
  itemImage,
  media,
  member,
  address,
  recipe,
  recipeIngredient,
  sku,
  special,
  store,
} from '../schema/index.ts';
import { fixtureData } from '../seed/fixture.ts';
import { reseed, seed } from '../seed/seed.ts';

export const TABLES = [
  'media',
  'category',
  'item',
  'sku',
  'item_image',
  'item_fact',
  'tag',
  'item_tag',
  'store',
  'carousel_slide',
  'special',
  'content_segment',
  'recipe_attribute',
  'recipe',
  'recipe_ingredient',
  'member',
  'member_session',
  'address',
  'rate_limit_hit',
  'captcha_challenge',
  'password_reset',
  'sms_code',
  'cart_line',
  'guest_cart',
  'guest_cart_line',
  'qr_login',
  'sandbox_mail',
  'sandbox_sms',
  'sandbox_wechatpay_order',
  'voucher',
  'shop_order',
  'order_line',
  'order_voucher',
  'order_message',
  'order_event',
  'payment',
  'payment_notification',
  'refund',
  'shipment',
  'shipment_event',
  'staff_user',
  'staff_session',
  'favourite',
  'sent_message',
  'sandbox_wechatpay_key',
  'store_order',
  'star_tx',
  'pos_nonce',
  'member_notice',
  'gift',
  'gift_cart_line',
  'order_gift_line',
  'customer_request',
  'customer_request_message',
  'photo',
  'customer_request_photo',
  'review',
  'review_photo',
  'voucher_campaign',
  'staff_audit',
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Postgres error code of a failed query (drizzle wraps driver errors in `cause`). */
export async function errorCode(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
  return undefined;
}

export function databaseContract(open: () => Promise<DatabaseHandle>): void {
  let h: DatabaseHandle;
  const opts = { data: fixtureData(), imagesPerItem: 1 as const };

  beforeAll(async () => {
    h = await open();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('has every table after migrate, and migrating again changes nothing', async () => {
    await migrate(h);
    const rows = await queryRows<{ table_name: string }>(
      h.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...TABLES].sort());
  });

  it('seeds an empty database once, even when two seeds race', async () => {
    const [a, b] = await Promise.all([seed(h.db, opts), seed(h.db, opts)]);
    expect([a.seeded, b.seeded].sort()).toEqual([false, true]);
    const done = a.seeded ? a : b;
    expect(done.counts).toMatchObject({
      categories: 2,
      items: 3,
      skus: 4,
      tags: 4,
      itemImages: 3,
      media: 12,
      stores: 2,
      slides: 1,
      specials: 1,
      segments: 4,
      recipeAttributes: 4,
      recipes: 1,
      recipeIngredients: 2,
      gifts: 3,
    });
  });

  it('assigns ids in file order and stores the rows faithfully', async () => {
    const cats = await h.db.select({ id: category.id, code: category.code }).from(category).orderBy(asc(category.id));
    expect(cats).toEqual([
      { id: 1, code: 'beef' },
      { id: 2, code: 'cheese' },
    ]);
    const items = await h.db.select({ id: item.id, code: item.code, categoryId: item.categoryId, sort: item.sort }).from(item).orderBy(asc(item.id));
    expect(items).toEqual([
      { id: 1, code: 'T-RIBEYE', categoryId: 1, sort: 1 },
      { id: 2, code: 'T-MINCE', categoryId: 1, sort: 2 },
      { id: 3, code: 'T-COMTE', categoryId: 2, sort: 1 },
    ]);
    const skus = await h.db.select().from(sku).orderBy(asc(sku.id));
    expect(skus.map((s) => [s.id, s.itemId, s.priceFen, s.stock])).toEqual([
      [1, 1, 12800, 5],
      [2, 1, 24800, 2],
      [3, 2, 6800, 0],
      [4, 3, 8800, 9],
    ]);
    const [ribeye] = await h.db.select().from(item).where(eq(item.id, 1));
    expect(ribeye?.nameZh).toBe('测试肉眼');
    expect(ribeye?.createdAt).toBeInstanceOf(Date);

    const stores = await h.db.select().from(store).orderBy(asc(store.id));
    expect(stores.map((s) => [s.id, s.code, s.pickup, s.opens, s.closes])).toEqual([
      [1, 'a', 'Y', '09:00', '19:00'],
      [2, 'b', 'N', '09:00', '19:00'],
    ]);
    expect(typeof stores[0]?.latitude).toBe('number');

    const [r] = await h.db.query.recipe.findMany({ with: { chef: true, ingredients: true } });
    expect(r?.chef?.code).toBe('chef-a');
    expect(r?.steps).toEqual([
      { en: 'Sear.', zh: '煎。' },
      { en: 'Rest.', zh: '静置。' },
    ]);
    const ings = await h.db.select().from(recipeIngredient).orderBy(asc(recipeIngredient.sort));
    expect(ings.map((i) => [i.quantityMilli, i.itemId, i.spice])).toEqual([
      [500, 1, false],
      [null, null, true],
    ]);
    const [rec] = await h.db.select({ imageId: recipe.imageId }).from(recipe);
    expect(rec?.imageId).toBe('r-r-steak');

    const gifts = await h.db.select().from(gift).orderBy(asc(gift.id));
    expect(gifts.map((g) => [g.id, g.code, g.starsTenths, g.stock, g.minLevel, g.worthFen, g.imageId, g.published, g.sort])).toEqual([
      [1, 'T-APRON', 3000, 20, 1, 3900, 'g-t-apron', true, 1],
      [2, 'T-CLASS', 32000, 2, 3, 38000, 'g-t-class', true, 2],
      [3, 'T-BBQ', 25000, 10, 4, null, 'g-t-bbq', true, 3],
    ]);
    expect(gifts[1]?.nameZh).toBe('测试课程席位');
  });

  it('resolves content links and writes the segments', async () => {
    const [slide] = await h.db.select().from(carouselSlide);
    expect(slide?.link).toBe('list/cid/1'); // tag 'wagyu' unused → category beef
    expect(slide?.imageId).toBe('slide-1');
    const [sp] = await h.db.select().from(special);
    expect(sp?.link).toBe('item/3');
    const segments = await h.db.select().from(contentSegment).orderBy(asc(contentSegment.name));
    expect(segments.map((s) => s.name)).toEqual(['customer-voices', 'delivery-promise', 'quick-nav', 'today-recommendation']);
    expect(segments.find((s) => s.name === 'quick-nav')?.body).toEqual({ en_US: ['beef', 'cheese'], zh_CN: ['beef', 'cheese'] });
  });

  it('stores the images as PNG in the database', async () => {
    const images = await h.db.select({ itemId: itemImage.itemId, sort: itemImage.sort, imageId: itemImage.imageId }).from(itemImage).orderBy(asc(itemImage.itemId));
    expect(images).toEqual([
      { itemId: 1, sort: 0, imageId: 'i-t-ribeye-1' },
      { itemId: 2, sort: 0, imageId: 'i-t-mince-1' },
      { itemId: 3, sort: 0, imageId: 'i-t-comte-1' },
    ]);
    const file = await getMedia(h.db, 'i-t-ribeye-1');
    expect(file?.contentType).toBe('image/png');
    expect(file?.width).toBe(600);
    expect(file?.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The plain Drizzle column reads the same bytes (slower on PGlite).
    const [row] = await h.db.select({ bytes: media.bytes }).from(media).where(eq(media.id, 'i-t-ribeye-1'));
    expect(Buffer.isBuffer(row?.bytes)).toBe(true);
    expect(row?.bytes.equals(file!.bytes)).toBe(true);
    expect(await getMedia(h.db, 'nope')).toBeNull();
    for (const id of ['placeholder', 'c-beef', 'slide-1', 'special-1', 'g-t-apron', 'g-t-class', 'g-t-bbq']) expect((await getMedia(h.db, id))?.bytes.length).toBeGreaterThan(1000);
  });

  it('does nothing when seeded again', async () => {
    const again = await seed(h.db, opts);
    expect(again.seeded).toBe(false);
    const [{ n }] = (await queryRows<{ n: number }>(h.db, sql`select count(*) as n from item`)) as [{ n: number }];
    expect(n).toBe(3); // int8 comes back as a number on both drivers
  });

  it('never lets stock go below zero', async () => {
    expect(await errorCode(h.db.update(sku).set({ stock: sql`${sku.stock} - 6` }).where(eq(sku.id, 1)))).toBe('23514');
    // The reserve-stock pattern: a conditional decrement that reports whether it won.
    const ok = await h.db.update(sku).set({ stock: sql`${sku.stock} - 5` }).where(sql`${sku.id} = 1 and ${sku.stock} >= 5`).returning({ stock: sku.stock });
    expect(ok).toEqual([{ stock: 0 }]);
    const none = await h.db.update(sku).set({ stock: sql`${sku.stock} - 1` }).where(sql`${sku.id} = 1 and ${sku.stock} >= 1`).returning({ stock: sku.stock });
    expect(none).toEqual([]);
    expect(await errorCode(h.db.update(sku).set({ priceFen: -1 }).where(eq(sku.id, 2)))).toBe('23514');
    expect(await errorCode(h.db.update(store).set({ pickup: 'X' as 'Y' }).where(eq(store.id, 1)))).toBe('23514');
    expect(await errorCode(h.db.update(item).set({ categoryId: 99 }).where(eq(item.id, 1)))).toBe('23503');
    expect(await errorCode(h.db.update(gift).set({ stock: sql`${gift.stock} - 3` }).where(eq(gift.id, 2)))).toBe('23514');
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        await tx.update(sku).set({ stock: 100 }).where(eq(sku.id, 2));
        await tx.update(sku).set({ stock: -1 }).where(eq(sku.id, 3));
      }),
    ).rejects.toThrow();
    const [s] = await h.db.select({ stock: sku.stock }).from(sku).where(eq(sku.id, 2));
    expect(s?.stock).toBe(2);
  });

  it('reseed restores the demo data, ids from 1, and keeps uploaded media and members', async () => {
    const [m] = await h.db.insert(member).values({ email: 'keep@example.com', passwordHash: 'x' }).returning({ id: member.id });
    await h.db.insert(address).values({ memberId: m!.id, recipient: 'R', province: 'P', city: 'C', street: 'S', mobile: '13800000000', isDefault: true });
    // Cart lines name seeded SKUs and gifts: the truncate's CASCADE empties the carts (docs/decisions/0011).
    await h.db.insert(cartLine).values({ memberId: m!.id, skuId: 1, quantity: 2 });
    await h.db.insert(giftCartLine).values({ memberId: m!.id, giftId: 2, quantity: 1 });
    await h.db.update(gift).set({ stock: 0 }).where(eq(gift.id, 2));
    await putMedia(h.db, { id: 'upload-1', contentType: 'image/png', bytes: PNG_SIGNATURE, width: 1, height: 1 });
    await h.db.update(item).set({ nameEn: 'Changed' }).where(eq(item.id, 1));
    await h.db.delete(item).where(eq(item.id, 3));
    const summary = await reseed(h.db, opts);
    expect(summary.seeded).toBe(true);
    const items = await h.db.select({ id: item.id, nameEn: item.nameEn }).from(item).orderBy(asc(item.id));
    expect(items).toEqual([
      { id: 1, nameEn: 'Test Ribeye' },
      { id: 2, nameEn: 'Test Mince' },
      { id: 3, nameEn: 'Test Comté' },
    ]);
    const [s] = await h.db.select({ stock: sku.stock }).from(sku).where(eq(sku.id, 1));
    expect(s?.stock).toBe(5);
    expect((await getMedia(h.db, 'upload-1'))?.bytes.equals(PNG_SIGNATURE)).toBe(true);
    const [{ n }] = (await queryRows<{ n: number }>(h.db, sql`select count(*) as n from media where seeded`)) as [{ n: number }];
    expect(n).toBe(12);
    const gifts = await h.db.select({ id: gift.id, code: gift.code, stock: gift.stock }).from(gift).orderBy(asc(gift.id));
    expect(gifts).toEqual([
      { id: 1, code: 'T-APRON', stock: 20 },
      { id: 2, code: 'T-CLASS', stock: 2 },
      { id: 3, code: 'T-BBQ', stock: 10 },
    ]);
    expect(await h.db.select({ email: member.email }).from(member)).toEqual([{ email: 'keep@example.com' }]);
    expect(await h.db.select({ recipient: address.recipient }).from(address)).toEqual([{ recipient: 'R' }]);
    expect(await h.db.select().from(cartLine)).toEqual([]);
    expect(await h.db.select().from(giftCartLine)).toEqual([]);
  });

  it('keeps at most one default address per member and lower-case e-mails', async () => {
    const [m] = await h.db.select({ id: member.id }).from(member);
    const second = h.db.insert(address).values({ memberId: m!.id, recipient: 'R2', province: 'P', city: 'C', street: 'S', mobile: '13800000001', isDefault: true });
    expect(await errorCode(second)).toBe('23505');
    expect(await errorCode(h.db.insert(member).values({ email: 'Upper@Example.com' }))).toBe('23514');
  });

  it('keeps one cart line per member and SKU, with 1 to 99 units', async () => {
    const [m] = await h.db.select({ id: member.id }).from(member);
    await h.db.insert(cartLine).values({ memberId: m!.id, skuId: 1, quantity: 99 });
    expect(await errorCode(h.db.insert(cartLine).values({ memberId: m!.id, skuId: 1, quantity: 1 }))).toBe('23505');
    expect(await errorCode(h.db.insert(cartLine).values({ memberId: m!.id, skuId: 2, quantity: 0 }))).toBe('23514');
    expect(await errorCode(h.db.insert(cartLine).values({ memberId: m!.id, skuId: 2, quantity: 100 }))).toBe('23514');
    await h.db.delete(cartLine);
  });

  it('answers a statement planned once as it answers it plainly, whatever its parameters (queryRowsPlanned)', async () => {
    /** The rows, or the kind of error. */
    const outcome = (p: Promise<unknown>) => p.catch((err: unknown) => (err as Error).constructor.name);
    const lookUp = (email: string | null, from: number) => sql`
      select id, email, ${from}::int + 1 as next from member where email = ${email} or id >= ${from} order by id`;
    const [m] = await h.db.select({ id: member.id, email: member.email }).from(member).orderBy(asc(member.id));
    // On the embedded database the parameters are written into EXECUTE as literals: quotes,
    // backslashes and any text come back exactly as bound; a NUL (no literal) is bound as always.
    const texts = ["x' or '1'='1", "x'/**/or/**/'1'='1", "a\\' or 1=1; --", "\\'; drop table member; --", 'E\'\\x27', '$1', '$$x$$', '王小明 南京西路1266号 🥩', 'a b', '', 'line\nbreak\ttab', 'x\0y'];
    for (const email of [m!.email!, 'nobody@example.com', ...texts, 'http://shop.test/dev/pay/x-1', null]) {
      for (const from of [0, m!.id, 2 ** 31 - 2]) {
        const plain = await outcome(queryRows(h.db, lookUp(email, from)));
        expect(await outcome(queryRowsPlanned(h.db, lookUp(email, from))), `${email} ${from}`).toEqual(plain);
      }
    }
    expect(await queryRowsPlanned(h.db, lookUp("x' or '1'='1", 0))).toEqual((await queryRows(h.db, lookUp(null, 0))));
    // An integer array literal (a search's ids) is an array, anything like it but not it is refused alike.
    const byIds = (ids: string) => sql`select id from member where id = any(${ids}::int[]) order by array_position(${ids}::int[], id)`;
    for (const ids of [`{${m!.id}}`, `{${m!.id + 1},${m!.id}}`, '{}', '{-1,0}', `{${m!.id}} or true`, "{1}'); select 1; --", '{1, 2}', '{1,,2}']) {
      expect(await outcome(queryRowsPlanned(h.db, byIds(ids))), ids).toEqual(await outcome(queryRows(h.db, byIds(ids))));
    }
    expect(await queryRowsPlanned(h.db, byIds(`{${m!.id + 1},${m!.id}}`))).toEqual([{ id: m!.id }]);
    // Every kind of value a statement binds reads back the same, planned or plain: text, JSON, numbers, booleans, dates.
    const echo = (...v: unknown[]) => sql`select ${v[0]}::text as t, ${v[1]}::jsonb as j, ${v[2]}::numeric as n, ${v[3]}::bool as b,
      ${v[4]}::timestamptz as at, ${v[5]}::int as i`;
    const values = [
      [texts[2], JSON.stringify({ note: "it's \\ \"quoted\"", zh: '牛排' }), 1.5, true, new Date('2026-11-29T10:00:00.000Z'), -3],
      [null, null, -0.25, false, null, null],
    ];
    for (const v of values) expect(await queryRowsPlanned(h.db, echo(...v)), JSON.stringify(v)).toEqual(await queryRows(h.db, echo(...v)));
    expect((await queryRowsPlanned<{ t: string; j: unknown }>(h.db, echo(...values[0]!)))[0]).toMatchObject({ t: texts[2], j: { note: "it's \\ \"quoted\"", zh: '牛排' } });
    // Many at once, before the statement was ever prepared, and a statement without parameters.
    const fresh = () => sql`select count(*)::int as n from member where id > ${m!.id - 1}`;
    expect(new Set((await Promise.all(Array.from({ length: 8 }, () => queryRowsPlanned<{ n: number }>(h.db, fresh())))).map((r) => r[0]!.n))).toEqual(new Set([(await queryRows<{ n: number }>(h.db, fresh()))[0]!.n]));
    expect(await queryRowsPlanned(h.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    // Every type read as Drizzle reads it (timestamps, dates and intervals as text), on both databases.
    const typed = (from: number) => sql`select id, created_at, created_at::date as day, interval '90 minutes' as span, array[id, ${from}::int] as ids,
      jsonb_build_object('id', id) as doc, 1.5::numeric as num, true as yes from member where id >= ${from} order by id`;
    expect(await queryRowsPlanned(h.db, typed(0))).toEqual(await queryRows(h.db, typed(0)));
    expect((await queryRowsPlanned<{ created_at: unknown }>(h.db, typed(0)))[0]?.created_at).toEqual(expect.any(String));
    // Inside a transaction it sees the transaction's own writes; first planned there, it still answers after a rollback.
    const byEmail = (email: string) => sql`select email, ${m!.id}::int as by from member where email = ${email}`;
    await h.db.transaction(async (tx) => {
      await tx.insert(member).values({ email: 'planned@example.com' });
      expect(await queryRowsPlanned(tx, byEmail('planned@example.com'))).toEqual([{ email: 'planned@example.com', by: m!.id }]);
      tx.rollback();
    }).catch((err: unknown) => { if (!(err instanceof Error) || !/rollback/i.test(err.message)) throw err; });
    expect(await queryRowsPlanned(h.db, byEmail('planned@example.com'))).toEqual([]);
    expect(await queryRowsPlanned(h.db, byEmail(m!.email!))).toEqual([{ email: m!.email, by: m!.id }]);
    // A statement whose first use outside waits for an open transaction (the embedded database runs one thing
    // at a time) is still answered inside that transaction, and outside once it ends.
    const newest = () => sql`select max(id)::int as id from member where id > ${0}`;
    let outside: Promise<{ id: number }[]> | undefined;
    await h.db.transaction(async (tx) => {
      outside = queryRowsPlanned<{ id: number }>(h.db, newest());
      expect(await queryRowsPlanned(tx, newest())).toEqual(await queryRows(tx, newest()));
    });
    expect(await outside).toEqual(await queryRows(h.db, newest()));
  });

  it("answers Drizzle's own statements alike run after run; on the embedded database they are planned from their second run", async () => {
    const prepared = async () => (await queryRows<{ n: number }>(h.db, sql`
      select count(*)::int as n from pg_prepared_statements where statement like ${'%planned-builder%'}`))[0]!.n;
    const marked = sql`'planned-builder' <> ''`;
    const before = await prepared();
    const seen: unknown[] = [];
    for (let run = 1; run <= 3; run++) {
      const email = `builder-${run}@example.com`;
      const [added] = await h.db.insert(member).values({ email }).returning({ id: member.id, email: member.email, createdAt: member.createdAt });
      expect(added).toMatchObject({ email, createdAt: expect.any(Date) });
      const updated = await h.db.update(member).set({ email: `renamed-${run}@example.com` }).where(and(eq(member.id, added!.id), marked));
      expect((updated as { affectedRows?: number; rowCount?: number }).affectedRows ?? (updated as { rowCount?: number }).rowCount).toBe(1);
      const [read] = await h.db.select({ email: member.email, createdAt: member.createdAt }).from(member).where(and(eq(member.id, added!.id), marked));
      expect(read).toEqual({ email: `renamed-${run}@example.com`, createdAt: added!.createdAt });
      seen.push(await prepared());
    }
    // Not on the first run (a one-off is never prepared); from the second, the update and the read (the insert has no marker).
    expect(seen).toEqual(h.kind === 'postgres' ? [before, before, before] : [before, before + 2, before + 2]);
  });

  it('keeps a planned statement prepared in the session, and answers it again after its table changed shape', async () => {
    const marker = sql`select id, email from member where id = ${-7} and 'planned-kept' <> ''`;
    await h.db.transaction(async (tx) => {
      await queryRowsPlanned(tx, marker);
      await queryRowsPlanned(tx, marker);
      const kept = await queryRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements where statement like ${'%planned-kept%'}`);
      expect(kept).toHaveLength(1);
      // So is one whose parameter is a list of ids.
      const ids = sql`select id from member where id = any(${'{-7,-8}'}::int[]) and 'planned-ids' <> ''`;
      await queryRowsPlanned(tx, ids);
      await queryRowsPlanned(tx, ids);
      expect(await queryRows(tx, sql`select statement from pg_prepared_statements where statement like ${'%planned-ids%'}`)).toHaveLength(1);
    });
    // A newer instance's migration adds a column while this one has `select *` prepared.
    await h.db.execute(sql`create table planned_shape (id int primary key, a text)`);
    try {
      await h.db.execute(sql`insert into planned_shape values (1, 'x')`);
      const all = () => sql`select * from planned_shape where id = ${1}`;
      expect(await queryRowsPlanned(h.db, all())).toEqual([{ id: 1, a: 'x' }]);
      await h.db.execute(sql`alter table planned_shape add column b int not null default 2`);
      expect(await queryRowsPlanned(h.db, all())).toEqual([{ id: 1, a: 'x', b: 2 }]);
      expect(await queryRowsPlanned(h.db, all())).toEqual([{ id: 1, a: 'x', b: 2 }]);
    } finally {
      await h.db.execute(sql`drop table planned_shape`);
    }
  });
  it('reads dates alike on both drivers: Drizzle as text (its columns as Date), the job queue\'s raw client as Date', async () => {
    const at = '2026-11-25T10:00:00.000Z';
    const [row] = await queryRows<{ at: unknown; day: unknown; ats: unknown }>(h.db, sql`
      select ${at}::timestamptz as at, date '2026-11-25' as day, array[${at}::timestamptz] as ats`);
    expect(typeof row!.at).toBe('string');
    expect(new Date(row!.at as string).toISOString()).toBe(at);
    expect(row!.day).toBe('2026-11-25');
    expect(typeof row!.ats).toBe('string'); // an array of timestamps as PostgreSQL wrote it, for Drizzle to map
    const [m] = await h.db.select({ createdAt: member.createdAt }).from(member).limit(1);
    expect(m!.createdAt).toBeInstanceOf(Date);
    // pg-boss's SQL, on the database and inside a transaction (the outbox): Date, as node-postgres parses it.
    const raw = 'select $1::timestamptz as at';
    expect((await sqlClientOf(h.db).executeSql(raw, [at])).rows[0]!.at).toEqual(new Date(at));
    await h.db.transaction(async (tx) => {
      expect((await sqlClientOfTransaction(tx).executeSql(raw, [at])).rows[0]!.at).toEqual(new Date(at));
      const [inTx] = await queryRows<{ at: unknown }>(tx, sql`select ${at}::timestamptz as at`);
      expect(typeof inTx!.at).toBe('string');
    });
  });

  it("runs pg-boss's SQL with parameters as it runs it plainly, prepared once per connection (per database when embedded)", async () => {
    // As pg-boss binds them: a number, an object (JSON), an array of uuids (completing jobs), a date, an array of words.
    const text = "select $1::int + 1 as next, $2::jsonb ->> 'job' as job, 'boss-named' as marker, $3::uuid[] as ids, $4::timestamptz as at, $5::text[] as words";
    const id = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
    const at = new Date('2026-11-29T10:00:00.000Z');
    const words = ['NULL', 'null', 'a-1', 'a,b', '{x}', 'say "hi"', "it's", 'a\\b', '王', null];
    const sent = [41, { job: "order_confirmation_mail's" }, [id], at, words];
    const [answer] = (await sqlClientOf(h.db).executeSql(text, sent)).rows;
    expect(answer).toMatchObject({ next: 42, job: "order_confirmation_mail's", marker: 'boss-named', at });
    // node-postgres reads a uuid[] as text, PGlite as an array: the same ids either way; a "NULL" word stays a word.
    expect(String(answer!.ids).replace(/[{}]/g, '')).toBe(id);
    expect(answer!.words).toEqual(words);
    await h.db.transaction(async (tx) => {
      const client = sqlClientOfTransaction(tx);
      for (let i = 0; i < 2; i++) expect((await client.executeSql(text, [i, { job: 'x' }, [], at, []])).rows).toMatchObject([{ next: i + 1, job: 'x', marker: 'boss-named', at, words: [] }]);
      expect((await client.executeSql("select 'no parameters' as a")).rows).toEqual([{ a: 'no parameters' }]);
      // A value with no literal form (bytes) is bound as always, on both databases.
      expect((await client.executeSql('select length($1::bytea) as n', [Buffer.from([0, 1, 2])])).rows).toEqual([{ n: 3 }]);
      const prepared = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%boss-named%'}`);
      expect(prepared[0]!.n).toBe(1);
    });
  });
}
