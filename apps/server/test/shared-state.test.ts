// Two instances of the shop on one database and one Redis (issue 12, "State that several
// instances share is shared"; docs/decisions/0026): three failed sign-ins on one ask for
// the captcha on the other, and a catalogue change made through one is served by the
// other once announced — its cached reads, its search and its cached pages. The caches
// here live ten minutes, so only the announcement can explain what B serves (how fast it
// arrives is a speed question for bench/, not a timed assertion here).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import type { ItemDetail, ItemSummary } from '@eshop/domain/contract';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { loadStorefrontBuild, type StorefrontBuild } from '../src/web/storefront.ts';
import { databases, type DbKind, testPgUrl, type TestShop } from './helpers.ts';
import { PASSWORD, registeredMember, visitor } from './members.ts';
import { storefrontBuildDir } from './storefront-build.ts';
import { REDIS_TEST_URL, redisFor, uniquePrefix } from './redis.ts';

/** A test SKU no other test file takes (stockedSku uses 7, 13 and 17). */
const SKU_OFFSET = 23;

/** One more instance of the shop on `db` (startShop opens a database of its own for each). */
async function instance(handle: DatabaseHandle, config: Config, web: StorefrontBuild): Promise<TestShop> {
  const app = await buildApp({ config, db: handle.db, web, captchaText: () => 'HJKM' });
  await app.ready();
  return {
    app,
    handle,
    get: (path, opts = {}) => app.inject({
      method: 'GET', url: `${config.API_BASE}/${path}`, headers: { ch: opts.ch ?? 'website', lang: opts.lang ?? 'en_US', ...opts.headers },
    }),
    inject: (opts) => app.inject(opts),
    close: () => app.close(),
  };
}

const openShared = (kind: DbKind): Promise<DatabaseHandle> => kind === 'postgres'
  ? openDatabase({ databaseUrl: testPgUrl()!, dataDir: 'unused', maxConnections: 4 })
  : cachedTemplate({ seed: true }).then(openFromTemplate);

describe.each(databases())('two instances on one %s database and one Redis', (kind) => {
  const prefix = uniquePrefix(`shared-state-${kind}`);
  let redis: Awaited<ReturnType<typeof redisFor>>;
  let handle: DatabaseHandle;
  let a: TestShop;
  let b: TestShop;
  beforeAll(async () => {
    redis = await redisFor(prefix);
    handle = await openShared(kind);
    const web = await loadStorefrontBuild(storefrontBuildDir());
    const config = testConfig({ REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: prefix, CATALOG_CACHE_SECONDS: 600, PAGE_CACHE_SECONDS: 600, SESSION_CACHE_MS: 10_000 });
    [a, b] = [await instance(handle, config, web), await instance(handle, config, web)];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await handle?.close();
    await redis?.cleanUp();
  });

  const hitsInDatabase = async (key: string) =>
    (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from rate_limit_hit where key = ${key}`))[0]!.n;

  it('asks for the captcha on B after three failed sign-ins on A, counted in Redis', async () => {
    const member = await registeredMember(a);
    const signIn = (shop: TestShop, password: string, extra: Record<string, string> = {}) =>
      visitor(shop).post('m/account/login.html', { 'm.email': member.email, 'm.password': password, ...extra });
    for (let i = 0; i < 3; i++) expect((await signIn(a, 'wrong-password')).json()).toMatchObject({ code: 'LOGIN_FAILED' });
    const onB = await signIn(b, PASSWORD);
    expect(onB.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captchaRequired: true });
    expect(await redis.zCard(`${prefix}rate:login:account:${member.email}`)).toBe(3);
    expect(await hitsInDatabase(`login:account:${member.email}`)).toBe(0);
    // The challenge drawn on A is solved on B (challenges live in the database), and a success forgets the failures.
    const challenge = await visitor(a).get('m/account/captcha.html');
    const solved = await signIn(b, PASSWORD, { captcha: 'HJKM', captchaId: String(challenge.headers['x-captcha-id']) });
    expect(solved.statusCode).toBe(200);
    expect(await redis.exists(`${prefix}rate:login:account:${member.email}`)).toBe(0);
    expect((await signIn(a, PASSWORD)).statusCode).toBe(200);
  });

  it('checks at most 3 passwords of one account when 40 wrong ones arrive at A and B at once', async () => {
    const member = await registeredMember(a);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      visitor(i % 2 === 0 ? a : b).post('m/account/login.html', { 'm.email': member.email, 'm.password': 'wrong-password' })));
    const codes = answers.map((r) => (r.json() as { code: string }).code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(3);
    expect(codes.filter((c) => c === 'CAPTCHA_REQUIRED')).toHaveLength(37);
  });

  // How soon B hears is the bus's speed (milliseconds); B trusting the session for ten
  // seconds, only the announcement can explain a refusal within the wait below.
  it('signs a member out on B once they sign out or cancel their account on A, though B trusts a session for ten seconds', async () => {
    for (const end of ['logout', 'cancel'] as const) {
      const member = await registeredMember(a);
      const onB = visitor(b);
      onB.session = member.session;
      expect((await onB.get('a/capi/account/MemberInfo')).statusCode).toBe(200);
      // A sign-out ends one session; cancelling the account ends them all (endAll, in its transaction).
      const ended = end === 'logout'
        ? await member.post('m/account/logout.html', {})
        : await member.post('a/execute/capi/account/OptOut', { 'm.confirm': 'Y' });
      expect(ended.statusCode).toBe(200);
      // A refuses at once (its own bus), B when the announcement arrives.
      expect((await member.get('a/capi/account/MemberInfo', { session: onB.session! })).statusCode).toBe(403);
      await vi.waitUntil(async () => (await onB.get('a/capi/account/MemberInfo')).statusCode === 403, { timeout: 5_000, interval: 10 });
      expect((await onB.get('a/capi/account/MemberInfo')).json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
    }
  });

  describe('a catalogue change made through A', () => {
    let target: { skuId: number; itemId: number; specEn: string; priceFen: number };
    const marker = `zq${Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
    const setSku = (db: Database, specEn: string, priceFen: number) => db.execute(sql`update sku set spec_en = ${specEn}, price_fen = ${priceFen} where id = ${target.skuId}`);
    beforeAll(async () => {
      const [row] = await queryRows<{ id: number; item_id: number; spec_en: string; price_fen: number }>(handle.db, sql`
        select s.id, s.item_id, s.spec_en, s.price_fen from sku s join item i on i.id = s.item_id
         where i.published and s.stock > 0 order by s.id limit 1 offset ${SKU_OFFSET}`);
      target = { skuId: row!.id, itemId: row!.item_id, specEn: row!.spec_en, priceFen: row!.price_fen };
    });
    afterAll(async () => {
      await setSku(handle.db, target.specEn, target.priceFen);
      a.app.eshopServices.catalog.invalidate();
    });

    const itemOn = async (shop: TestShop) => (await shop.get(`a/capi/catalog/SingleItem.List?t.itemId=${target.itemId}`)).json() as { data: ItemDetail[] };
    const skuOn = async (shop: TestShop) => (await itemOn(shop)).data[0]!.skus.find((s) => s.skuId === target.skuId)!;
    const foundOn = async (shop: TestShop) => ((await shop.get(`a/capi/catalog/Item.List?q=${marker}`)).json() as { data: ItemSummary[] }).data.map((i) => i.itemId);
    // An anonymous shopper's page (no cookie): the kind the page cache keeps.
    const pageOn = async (shop: TestShop) => (await shop.inject({ method: 'GET', url: `/eshop/pc/item/${target.itemId}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } })).body;

    it('is served by B once A announces it (not when its ten-minute caches expire): its cached reads, its search and its cached pages', async () => {
      // B has read the product, searched, and shown the page: all of it cached.
      expect((await skuOn(b)).spec).toBe(target.specEn);
      expect(await foundOn(b)).toEqual([]);
      expect(await pageOn(b)).not.toContain(marker);

      await setSku(handle.db, `${target.specEn} ${marker}`, target.priceFen + 100);
      // Unannounced, B keeps serving what it cached.
      expect((await skuOn(b)).spec).toBe(target.specEn);
      expect(await pageOn(b)).not.toContain(marker);

      a.app.eshopServices.catalog.invalidate();
      await vi.waitUntil(async () => {
        const sku = await skuOn(b);
        return sku.spec.includes(marker) && sku.priceFen === target.priceFen + 100
          && (await foundOn(b)).includes(target.itemId) && (await pageOn(b)).includes(marker);
      }, { timeout: 30_000, interval: 25 });
    });
  });
});
