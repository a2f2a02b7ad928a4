// The sessions a process trusts from memory (docs/decisions/0044-session-cache.md): a
// session looked up is trusted for `cacheMs`, never past its own end, and never once any
// session has ended (here or, through the invalidation bus, on another instance) — not
// even one whose lookup was under way when it ended. The clock is the test's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { member, memberSession, type Database } from '@eshop/db';
import { createSessions, SESSION_QUIET_MS, sessionId } from '../src/modules/accounts/sessions.ts';
import { createLocalBus } from '../src/shared-state/invalidation-bus.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { uniqueEmail } from './members.ts';

describe.each(databases())('sessions trusted from memory on %s', (kind) => {
  let shop: TestShop;
  let db: Database;
  beforeAll(async () => {
    shop = await startShop(kind);
    db = shop.handle.db;
  });
  afterAll(async () => shop?.close());

  let clock = 1_000_000;
  const now = () => clock;
  const newMember = async () => {
    const [m] = await db.insert(member).values({ email: uniqueEmail('session-cache'), passwordHash: 'x' }).returning({ id: member.id });
    return m!.id;
  };
  /** Takes the session away behind the process's back (no end()): only a lookup can notice. */
  const dropRow = (token: string) => db.delete(memberSession).where(eq(memberSession.id, sessionId(token)));

  it('trusts a session it looked up for cacheMs, then looks it up again', async () => {
    const sessions = createSessions({ db, cacheMs: 2000, now });
    const memberId = await newMember();
    const token = await sessions.create(memberId);
    expect(await sessions.resolve(token)).toMatchObject({ memberId });
    await dropRow(token);
    clock += 1999;
    expect(await sessions.resolve(token)).toMatchObject({ memberId, slid: false });
    clock += 2;
    expect(await sessions.resolve(token)).toBeNull();
    // Not found is never remembered: a new session of the member is found at once.
    const again = await sessions.create(memberId);
    expect(await sessions.resolve(again)).toMatchObject({ memberId });
  });

  it('never trusts a session past its end', async () => {
    const sessions = createSessions({ db, cacheMs: 10_000, now });
    const memberId = await newMember();
    const token = await sessions.create(memberId);
    await db.update(memberSession).set({ expiresAt: sql`now() + interval '2 seconds'` }).where(eq(memberSession.id, sessionId(token)));
    const resolved = await sessions.resolve(token);
    expect(resolved).toMatchObject({ memberId });
    clock = resolved!.expiresAt.getTime() + 1;
    await dropRow(token);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('forgets every trusted session when one ends, and trusts none for the quiet time after', async () => {
    const sessions = createSessions({ db, cacheMs: 10_000, now });
    const [one, two] = [await newMember(), await newMember()];
    const [tokenOne, tokenTwo] = [await sessions.create(one), await sessions.create(two)];
    expect(await sessions.resolve(tokenTwo)).toMatchObject({ memberId: two });
    await sessions.end(tokenOne);
    expect(await sessions.resolve(tokenOne)).toBeNull();
    // Member two's session was forgotten too: it is looked up, and in the quiet time not kept.
    expect(await sessions.resolve(tokenTwo)).toMatchObject({ memberId: two });
    await dropRow(tokenTwo);
    expect(await sessions.resolve(tokenTwo)).toBeNull();
    // After the quiet time sessions are trusted again.
    clock += SESSION_QUIET_MS;
    const tokenThree = await sessions.create(two);
    expect(await sessions.resolve(tokenThree)).toMatchObject({ memberId: two });
    await dropRow(tokenThree);
    expect(await sessions.resolve(tokenThree)).toMatchObject({ memberId: two });
  });

  it('does not keep what a lookup under way found when a session ended meanwhile (its ending maybe not yet committed)', async () => {
    const sessions = createSessions({ db, cacheMs: 10_000, now });
    const memberId = await newMember();
    const [token, other] = [await sessions.create(memberId), await sessions.create(memberId)];
    clock += SESSION_QUIET_MS;
    const lookup = sessions.resolve(token);
    await sessions.end(other);
    clock += SESSION_QUIET_MS; // past the quiet time when the lookup answers
    expect(await lookup).toMatchObject({ memberId });
    await dropRow(token);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('forgets on this instance what another instance ends (the invalidation bus)', async () => {
    const bus = createLocalBus(); // what Redis is between instances
    const a = createSessions({ db, cacheMs: 10_000, now, invalidations: bus });
    const b = createSessions({ db, cacheMs: 10_000, now, invalidations: bus });
    clock += SESSION_QUIET_MS;
    const memberId = await newMember();
    const token = await a.create(memberId);
    expect(await b.resolve(token)).toMatchObject({ memberId });
    await a.end(token);
    expect(await b.resolve(token)).toBeNull();
  });
});
