// Favourites (spec sections 3, 5, 7, 9; docs/decisions/0019): AddToFavorite,
// RemoveFromFavorite, Favorite.List and FavoriteItemId.List — member calls, idempotent,
// the spec's words for a missing item id in both languages, pages of 40, never across
// members, and the phone merge bringing the other account's favourites along.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { favourite, item, member, queryRows } from '@eshop/db';
import type { ItemSummary } from '@eshop/domain/contract';
import { mergeAccountInto } from '../src/modules/accounts/phone.ts';
import { createSessions } from '../src/modules/accounts/sessions.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { registeredMember, visitor, type Visitor } from './members.ts';

const ADD = 'a/execute/capi/shopping/AddToFavorite';
const REMOVE = 'a/execute/capi/shopping/RemoveFromFavorite';
const LIST = 'a/capi/shopping/Favorite.List';
const IDS = 'a/capi/shopping/FavoriteItemId.List';

type Favourite = ItemSummary & { favouritedAt: string };
interface ListAnswer { status: 'success'; data: Favourite[]; total: number }

describe.each(databases())('favourites on %s', (kind) => {
  let shop: TestShop;
  let itemIds: number[];
  const db = () => shop.handle.db;

  beforeAll(async () => {
    shop = await startShop(kind);
    itemIds = (await queryRows<{ id: number }>(db(), sql`select id from item where published order by id`)).map((r) => r.id);
  });
  afterAll(async () => { await shop.close(); });

  const list = async (v: Visitor, query = '', lang = 'en_US') => {
    const res = await v.get(`${LIST}${query ? `?${query}` : ''}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListAnswer>();
  };
  const add = (v: Visitor, id: number | string, lang = 'en_US') => v.post(ADD, { 't.itemId': String(id) }, { lang });
  const ids = async (v: Visitor) => (await v.get(IDS)).json<{ data: number[] }>().data;
  const memberId = async (v: { email: string }) => (await db().select({ id: member.id }).from(member).where(eq(member.email, v.email)))[0]!.id;

  it('answers 403 in the caller\'s language without a session', async () => {
    const guest = visitor(shop);
    for (const [lang, message] of [['en_US', 'Please sign in first.'], ['zh_CN', '请先登录。']] as const) {
      for (const res of [await guest.get(LIST, { lang }), await guest.get(IDS, { lang }), await add(guest, itemIds[0]!, lang), await guest.post(REMOVE, { 't.itemId': String(itemIds[0]) }, { lang })]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 'failure', code: 'NOT_SIGNED_IN', message });
      }
    }
  });

  it('adds, lists newest first with item summaries, removes; adding or removing twice changes nothing', async () => {
    const m = await registeredMember(shop);
    expect(await list(m)).toEqual({ status: 'success', data: [], total: 0 });
    const [a, b] = [itemIds[0]!, itemIds[1]!];
    const added = await add(m, a);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ status: 'success', data: { 't.itemId': a, favourite: true } });
    await new Promise((r) => setTimeout(r, 5));
    expect((await add(m, b)).statusCode).toBe(200);
    expect((await add(m, a)).statusCode).toBe(200);
    expect(await db().select().from(favourite).where(eq(favourite.memberId, await memberId(m)))).toHaveLength(2);

    const en = await list(m);
    expect(en.total).toBe(2);
    expect(en.data.map((f) => f.itemId)).toEqual([b, a]);
    const [catalogued] = (await m.get(`a/capi/catalog/SingleItem.List?t.itemId=${b}`)).json<{ data: ItemSummary[] }>().data;
    expect(en.data[0]).toMatchObject({ itemId: b, name: catalogued!.name, priceFen: catalogued!.priceFen, thumbnail: catalogued!.thumbnail, soldOut: catalogued!.soldOut });
    expect(Date.parse(en.data[0]!.favouritedAt)).not.toBeNaN();
    const zh = await list(m, '', 'zh_CN');
    const [zhName] = await queryRows<{ name_zh: string }>(db(), sql`select name_zh from item where id = ${b}`);
    expect(zh.data[0]!.name).toBe(zhName!.name_zh);
    expect(await ids(m)).toEqual([b, a]);

    for (let i = 0; i < 2; i++) {
      const removed = await m.post(REMOVE, { 't.itemId': String(b) });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ status: 'success', data: { 't.itemId': b, favourite: false } });
    }
    expect((await list(m)).data.map((f) => f.itemId)).toEqual([a]);
  });

  it('needs an item id (the spec\'s words, in both languages) and a product that is for sale', async () => {
    const m = await registeredMember(shop);
    for (const path of [ADD, REMOVE]) {
      for (const [lang, message] of [['en_US', 'Item ID cannot be empty.'], ['zh_CN', '商品 ID 不能为空。']] as const) {
        for (const form of [{}, { 't.itemId': '' }, { 't.itemId': '   ' }] as Record<string, string>[]) {
          const res = await m.post(path, form, { lang });
          expect(res.statusCode, `${path} ${JSON.stringify(form)}`).toBe(400);
          expect(res.json()).toMatchObject({ status: 'failure', code: 'INVALID_FIELD', field: 't.itemId', message });
        }
      }
    }
    for (const bad of ['abc', '0', '-3', '99999999999', '2147483648', '1.5']) {
      const res = await add(m, bad, 'zh_CN');
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ status: 'failure', code: 'ITEM_NOT_FOUND', message: '该商品不存在。' });
    }
    const [max] = await queryRows<{ id: number }>(db(), sql`select max(id) as id from item`);
    expect((await add(m, max!.id + 1000)).statusCode).toBe(404);

    // A product not for sale cannot be added; one withdrawn after it was kept is neither
    // listed nor counted. (A new unpublished item of this test's own: the PostgreSQL
    // database is shared with the other test files, whose catalogue must not change.)
    const [category] = await queryRows<{ id: number }>(db(), sql`select id from category order by id limit 1`);
    const [withdrawn] = await db().insert(item).values({
      code: `fav-withdrawn-${randomUUID().slice(0, 8)}`, categoryId: category!.id, nameEn: 'Withdrawn ham', nameZh: '已下架火腿', published: false,
    }).returning({ id: item.id });
    expect((await add(m, withdrawn!.id)).statusCode).toBe(404);
    await add(m, itemIds[2]!);
    await db().insert(favourite).values({ memberId: await memberId(m), itemId: withdrawn!.id });
    expect(await ids(m)).toContain(withdrawn!.id);
    const shown = await list(m);
    expect(shown.data.map((f) => f.itemId)).toEqual([itemIds[2]]);
    expect(shown.total).toBe(1);
  });

  it('keeps each member\'s favourites to that member', async () => {
    const [ann, bob] = [await registeredMember(shop), await registeredMember(shop)];
    await add(ann, itemIds[3]!);
    await add(bob, itemIds[4]!);
    expect((await list(ann)).data.map((f) => f.itemId)).toEqual([itemIds[3]]);
    expect((await list(bob)).data.map((f) => f.itemId)).toEqual([itemIds[4]]);
    // Bob removing Ann's favourite removes nothing of Ann's.
    expect((await bob.post(REMOVE, { 't.itemId': String(itemIds[3]) })).statusCode).toBe(200);
    expect(await ids(ann)).toEqual([itemIds[3]]);
    expect(await ids(bob)).toEqual([itemIds[4]]);
  });

  it('pages by 40 by default (spec section 9), newest first, and pageSize 0 gives all', async () => {
    expect(itemIds.length).toBeGreaterThan(41);
    const m = await registeredMember(shop);
    const mine = itemIds.slice(0, 45);
    // Dates one second apart, so that newest first is exact.
    const id = await memberId(m);
    await db().insert(favourite).values(mine.map((itemId, i) => ({ memberId: id, itemId, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })));
    const newestFirst = [...mine].reverse();
    const first = await list(m);
    expect(first.total).toBe(45);
    expect(first.data.map((f) => f.itemId)).toEqual(newestFirst.slice(0, 40));
    const second = await list(m, 'pageOffset=40');
    expect(second.data.map((f) => f.itemId)).toEqual(newestFirst.slice(40));
    expect((await list(m, 'pageSize=0')).data).toHaveLength(45);
    expect((await list(m, 'pageSize=10&pageOffset=10')).data.map((f) => f.itemId)).toEqual(newestFirst.slice(10, 20));
    expect((await m.get(`${LIST}?pageSize=-1`)).statusCode).toBe(400);
  });

  it('the phone merge brings the other account\'s favourites along, without duplicates', async () => {
    const [into, from] = [await registeredMember(shop), await registeredMember(shop)];
    const [shared, onlyInto, onlyFrom] = [itemIds[5]!, itemIds[6]!, itemIds[7]!];
    await add(into, shared);
    await add(into, onlyInto);
    await add(from, shared);
    await add(from, onlyFrom);
    const [intoId, fromId] = [await memberId(into), await memberId(from)];
    const merged = await db().transaction((tx) => mergeAccountInto(tx, createSessions({ db: db() }), { fromId, intoId, phone: `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}` }));
    expect(merged).toBe(true);
    expect((await ids(into)).sort((x, y) => x - y)).toEqual([shared, onlyInto, onlyFrom].sort((x, y) => x - y));
    expect(await db().select().from(favourite).where(eq(favourite.memberId, fromId))).toEqual([]);
  });
});
