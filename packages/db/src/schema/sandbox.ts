// What the local stand-ins of outside services received (docs/decisions/0010): the SMTP
// catcher's mailbox and the SMS gateway's sent messages. Only written when the shop runs
// without the real providers; a developer reads them at /dev/mail and /dev/sms.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

export const sandboxMail = pgTable(
  'sandbox_mail',
  {
    id: idColumn(),
    receivedAt: createdAt('received_at'),
    /** Envelope sender and recipients (SMTP MAIL FROM / RCPT TO). */
    mailFrom: text('mail_from').notNull(),
    rcptTo: jsonb('rcpt_to').$type<string[]>().notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    html: text('html'),
    /** The whole message as received (RFC 5322). */
    raw: text('raw').notNull(),
  },
  (t) => [index('sandbox_mail_received_idx').on(t.receivedAt)],
);

export const sandboxSms = pgTable(
  'sandbox_sms',
  {
    id: idColumn(),
    receivedAt: createdAt('received_at'),
    /** E.164, e.g. +8613800138000. */
    phone: text('phone').notNull(),
    templateId: text('template_id').notNull(),
    params: jsonb('params').$type<string[]>().notNull(),
    /** The text the phone would show (template filled in). */
    text: text('text').notNull(),
  },
  (t) => [index('sandbox_sms_phone_idx').on(t.phone, t.receivedAt)],
);
