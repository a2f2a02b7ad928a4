// The tills' nonces (docs/pos-api.md): each is accepted once per terminal. A request is
// only accepted within ±5 minutes of its timestamp, so a nonce older than the window (kept
// a little longer for clock skew) can no longer be replayed and is forgotten hourly.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';

/** How far a till's timestamp may be from the shop's clock (seconds). */
export const POS_WINDOW_SECONDS = 300;
const KEEP_SECONDS = POS_WINDOW_SECONDS * 3;

export function createPosNonces(deps: { db: Database }) {
  return {
    /** True the first time `nonce` is seen for `terminal`, false for a replay. */
    async claim(terminal: string, nonce: string): Promise<boolean> {
      const rows = await queryRows<{ nonce: string }>(deps.db, sql`
        insert into pos_nonce (terminal, nonce) values (${terminal}, ${nonce}) on conflict do nothing returning nonce`);
      return rows.length === 1;
    },
    /** Forgets the nonces no request can reuse any more; returns how many. */
    async prune(): Promise<number> {
      const rows = await queryRows<{ nonce: string }>(deps.db, sql`
        delete from pos_nonce where seen_at < now() - make_interval(secs => ${KEEP_SECONDS}) returning nonce`);
      return rows.length;
    },
  };
}

export type PosNonces = ReturnType<typeof createPosNonces>;
