// What the background jobs have sent (docs/decisions/0025). A job may run twice (a retry
// after a crash, two instances racing for a stalled job): the handler claims the
// message's key here before sending ('sending') and marks it 'sent' after, so a job that
// finds 'sent' sends nothing again, and one that finds a fresh claim waits for it.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const sentMessage = pgTable('sent_message', {
  /** What was sent about what, e.g. `order-paid-mail:42`. */
  key: text('key').primaryKey(),
  /** 'mail' | 'sms' */
  channel: text('channel').notNull(),
  /** 'sending' (claimed, not yet accepted by the server) | 'sent' */
  state: text('state').notNull(),
  updatedAt: createdAt('updated_at'),
});
