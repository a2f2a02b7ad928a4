// At most one mail or text per key, whichever job or instance runs it (docs/decisions/0025).
// The key is claimed in a short transaction ('sending'), the message is sent with no
// transaction open (an SMTP round trip must not hold the embedded database's one
// connection), then marked 'sent'. A job that finds 'sent' does nothing; one that finds
// a fresh claim fails and is retried later; a claim older than CLAIM_SECONDS is taken as
// a sender that died and is taken over. The one gap left: a process killed after the
// server accepted the message and before 'sent' was written sends it again after
// CLAIM_SECONDS — SMTP and SMS gateways have no idempotency key to close it; a mail carries
// the key as its Message-ID, by which mailboxes show a message delivered twice once.
import { sql } from 'drizzle-orm';
import { queryRows, queryRowsPlanned, type Database } from '@eshop/db';

/** Longer than a send can take (the mailer's timeouts add up to 50 s), as long as a job's time-out. */
const CLAIM_SECONDS = 60;

export class MessageBeingSent extends Error {
  constructor(key: string) {
    super(`${key} is being sent by another worker`);
    this.name = 'MessageBeingSent';
  }
}

/** `send` gets the key, for a provider that can carry it (a mail's Message-ID). */
export async function sendOnce(db: Database, key: string, channel: 'mail' | 'sms', send: (key: string) => Promise<void>): Promise<'sent' | 'already'> {
  // Planned: every mail and text of the shop runs these two (issue 18).
  const [claim] = await queryRowsPlanned<{ state: string; claimed: boolean }>(db, sql`
    insert into sent_message (key, channel, state) values (${key}, ${channel}, 'sending')
    on conflict (key) do update set state = 'sending', updated_at = now()
      where sent_message.state = 'sending' and sent_message.updated_at < now() - make_interval(secs => ${CLAIM_SECONDS})
    returning state, true as claimed`);
  if (!claim) {
    const [row] = await queryRows<{ state: string }>(db, sql`select state from sent_message where key = ${key}`);
    if (row?.state === 'sent') return 'already';
    throw new MessageBeingSent(key);
  }
  try {
    await send(key);
  } catch (err) {
    // Not sent: free the key for the retry.
    await db.execute(sql`delete from sent_message where key = ${key} and state = 'sending'`);
    throw err;
  }
  await queryRowsPlanned(db, sql`update sent_message set state = 'sent', updated_at = now() where key = ${key}`);
  return 'sent';
}
