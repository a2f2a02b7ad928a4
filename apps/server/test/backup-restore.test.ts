// A backup restores into a fresh database and the shop starts on it with the same orders
// and members, who can sign in (README "Backups"; docs/decisions/0027):
// - PostgreSQL (TEST_DATABASE_URL): the real pg_dump of the run's database, pg_restore
//   into a new database (dropped afterwards), migrations found current.
// - The embedded database: PGlite's dump of a stopped shop's folder, loaded into a new folder.
// Both refuse what would lose data: the embedded backup of an open database, and a restore
// over a database or folder that is not empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { member, migrate, openDatabase, queryRows, shopOrder, type DatabaseHandle } from '@eshop/db';
import { cachedTemplate, createPostgresTestDatabase, type PostgresTestDatabase } from '@eshop/db/testing';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { backUp, BackupRefused, restore, type BackupTarget } from '../src/ops/backup.ts';
import { databases, stockedSku, testPgUrl, type TestShop } from './helpers.ts';
import { PASSWORD, payThroughSandbox, placeDeliveryOrder, shopperWithAddress, visitor } from './members.ts';

/** The shop (API only) on an opened database, as startShop builds it. */
async function shopOn(handle: DatabaseHandle): Promise<TestShop> {
  const config = testConfig();
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  return {
    app,
    handle,
    get: (path, opts = {}) => app.inject({ method: 'GET', url: `${config.API_BASE}/${path}`, headers: { ch: opts.ch ?? 'website', lang: opts.lang ?? 'en_US', ...opts.headers } }),
    inject: (opts) => app.inject(opts),
    close: async () => { await app.close(); await handle.close(); },
  };
}

interface Made { emails: string[]; orders: { transactionId: string; status: string; totalFen: number; memberId: number | null }[]; members: { id: number; email: string | null; passwordHash: string | null }[] }

/** Two members, three orders (one paid): what the restored shop must have. */
async function makeOrdersAndMembers(shop: TestShop): Promise<Made> {
  const testSku = await stockedSku(shop, 29, { stock: 50, priceFen: 3_300 });
  try {
    const a = await shopperWithAddress(shop);
    const b = await shopperWithAddress(shop);
    const paid = await placeDeliveryOrder(a, testSku.id, 2);
    await payThroughSandbox(shop, a, paid);
    await placeDeliveryOrder(a, testSku.id);
    await placeDeliveryOrder(b, testSku.id, 3);
    return { emails: [a.email, b.email], ...(await readBack(shop.handle, [a.email, b.email])) };
  } finally {
    await testSku.restore();
  }
}

async function readBack(handle: DatabaseHandle, emails: string[]): Promise<Omit<Made, 'emails'>> {
  const members = await handle.db.select({ id: member.id, email: member.email, passwordHash: member.passwordHash })
    .from(member).where(inArray(member.email, emails)).orderBy(member.id);
  const orders = await handle.db.select({ transactionId: shopOrder.transactionId, status: shopOrder.status, totalFen: shopOrder.totalFen, memberId: shopOrder.memberId })
    .from(shopOrder).where(inArray(shopOrder.memberId, members.map((m) => m.id))).orderBy(shopOrder.id);
  return { members, orders };
}

/** The restored shop has the same members and orders, is ready, and the members sign in and see their orders. */
async function expectSameShop(restored: TestShop, made: Made): Promise<void> {
  expect(await readBack(restored.handle, made.emails)).toEqual({ members: made.members, orders: made.orders });
  expect(made.orders.map((o) => o.status)).toContain('Paid');
  expect((await restored.inject({ method: 'GET', url: '/ready' })).json()).toMatchObject({ status: 'ready' });
  for (const email of made.emails) {
    const m = visitor(restored);
    const res = await m.post('m/account/login.html', { 'm.email': email, 'm.password': PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ login: 1 });
    const list = (await m.get('a/capi/shopping/Order.List?pageSize=0')).json() as { data: { transactionId: string }[] };
    const mine = made.orders.filter((o) => o.memberId === made.members.find((x) => x.email === email)!.id).map((o) => o.transactionId);
    expect(list.data.map((o) => o.transactionId).sort()).toEqual([...mine].sort());
  }
}

describe.each(databases())('backup and restore on %s', (kind) => {
  const work = mkdtempSync(join(tmpdir(), 'eshop-backup-'));
  const file = join(work, kind === 'postgres' ? 'shop.dump' : 'shop.tar.gz');
  let source: BackupTarget;
  let made: Made;
  let fresh: PostgresTestDatabase | undefined;
  afterAll(async () => {
    await fresh?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  beforeAll(async () => {
    if (kind === 'postgres') {
      source = { databaseUrl: testPgUrl()!, dataDir: 'unused' };
      const shop = await shopOn(await openDatabase({ databaseUrl: source.databaseUrl, dataDir: 'unused', maxConnections: 4 }));
      try {
        made = await makeOrdersAndMembers(shop);
      } finally {
        await shop.close();
      }
      return;
    }
    source = { dataDir: join(work, 'data') };
    const shop = await shopOn(await openDatabase({ dataDir: source.dataDir, loadDataDir: await cachedTemplate({ seed: true }) }));
    try {
      made = await makeOrdersAndMembers(shop);
      // A running shop's embedded database is not copied from another process.
      await expect(backUp(source, file)).rejects.toThrow(/open \(postmaster\.pid\): stop the shop first/);
    } finally {
      await shop.close();
    }
  });

  it('restores a backup into a fresh database, and the shop starts on it with the same orders and members', async () => {
    await backUp(source, file);
    let target: BackupTarget;
    if (kind === 'postgres') {
      // The test server's admin URL, as global-setup uses it (`drop()` below).
      fresh = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
      target = { databaseUrl: fresh.url, dataDir: 'unused' };
    } else {
      target = { dataDir: join(work, 'restored') };
    }
    await restore(target, file);
    // A restore never lands on data: the same target is now refused.
    await expect(restore(target, file)).rejects.toThrow(BackupRefused);

    const handle = target.databaseUrl
      ? await openDatabase({ databaseUrl: target.databaseUrl, dataDir: 'unused', maxConnections: 4 })
      : await openDatabase({ dataDir: target.dataDir });
    // What start.ts does: the backup's migrations are already applied.
    await migrate(handle);
    const restored = await shopOn(handle);
    try {
      await expectSameShop(restored, made);
      // The rest of the shop came along too: the catalogue the orders were placed from.
      const [items] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from item`);
      expect(items!.n).toBeGreaterThan(100);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
