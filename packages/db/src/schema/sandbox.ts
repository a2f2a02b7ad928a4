// What the local stand-ins of outside services received (docs/decisions/0010): the SMTP
// catcher's mailbox and the SMS gateway's sent messages. Only written when the shop runs
// without the real providers; a developer reads them at /dev/mail and /dev/sms.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';

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
    /** The Message-ID header: a message delivered again with the same one is kept once. */
    messageId: text('message_id'),
  },
  (t) => [index('sandbox_mail_received_idx').on(t.receivedAt), uniqueIndex('sandbox_mail_message_id_idx').on(t.messageId)],
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

/**
 * The local WeChat Pay stand-in's own orders (docs/decisions/0012): what a merchant
 * created through its API v3, and what the "payer" did with it. The shop never reads
 * this table; it learns about payments from signed notifications and queries, as from
 * WeChat.
 */
export const sandboxWechatpayOrder = pgTable(
  'sandbox_wechatpay_order',
  {
    id: idColumn(),
    mchid: text('mchid').notNull(),
    appid: text('appid').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    /** 'NATIVE' | 'JSAPI' */
    tradeType: text('trade_type').notNull(),
    description: text('description').notNull(),
    amountFen: integer('amount_fen').notNull(),
    notifyUrl: text('notify_url').notNull(),
    /** The random part of the code_url / prepay_id: whoever holds it can "scan". */
    code: text('code').notNull(),
    payerOpenid: text('payer_openid'),
    /** NOTPAY | SUCCESS | CLOSED | REFUND | PAYERROR */
    tradeState: text('trade_state').notNull().default('NOTPAY'),
    transactionId: text('transaction_id'),
    successTime: timestamptz('success_time'),
    timeExpire: timestamptz('time_expire').notNull(),
    attach: text('attach'),
    refunds: jsonb('refunds').$type<{ outRefundNo: string; refundId: string; amountFen: number; at: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_wechatpay_order_trade_key').on(t.mchid, t.outTradeNo), uniqueIndex('sandbox_wechatpay_order_code_key').on(t.code)],
);

/**
 * The local WeChat Pay stand-in's keys, one set per merchant id: drawn by the first
 * instance that starts on this database and read by the others, so a notification one
 * instance's stand-in signs is genuine to every instance behind the same proxy
 * (docs/decisions/0028). Only a demo or development shop has them (production refuses the stand-in).
 */
export const sandboxWechatpayKey = pgTable('sandbox_wechatpay_key', {
  mchid: text('mchid').primaryKey(),
  merchantSerialNo: text('merchant_serial_no').notNull(),
  merchantPrivateKey: text('merchant_private_key').notNull(),
  platformPublicKeyId: text('platform_public_key_id').notNull(),
  platformPrivateKey: text('platform_private_key').notNull(),
  apiV3Key: text('api_v3_key').notNull(),
  createdAt: createdAt(),
});
