// The real mail client: nodemailer over SMTP, to the configured server (SMTP_URL) or to
// the local catcher (smtp-catcher.ts). Either way the message travels over SMTP.
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Mailer, MailMessage } from './index.ts';

export interface SmtpMailer extends Mailer {
  close(): void;
}

/** `<key@sender's domain>`, the key reduced to what a Message-ID's left part may hold. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${key.replace(/[^A-Za-z0-9.-]/g, '.')}@${domain}>`;
}

/**
 * A mailer sending through `url` (smtp:// or smtps://, credentials in the URL) from
 * `from`. `send` resolves once the server has accepted the message for every
 * recipient and rejects otherwise (connection refused, 5xx, recipient rejected).
 */
export function createSmtpMailer(opts: { url: string; from: string }): SmtpMailer {
  // Bounded waits: a send finishes (or fails) well within the minute a job's send claim lasts
  // (jobs/send-once.ts), so a second worker never takes over a send still in flight.
  // Pooled: a connection carries many messages (up to 100, then a fresh one) instead of a
  // connect, greeting and EHLO per mail (issue 18: two mails an order); at most 3 at once.
  // nodemailer is loaded by the first mail, not at start (docs/decisions/0042).
  let transport: Promise<Transporter<SMTPPool.SentMessageInfo>> | null = null;
  const transportOf = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({
    url: opts.url, pool: true, maxConnections: 3, maxMessages: 100,
    connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000,
  })));
  return {
    async send(message: MailMessage): Promise<void> {
      const info = await (await transportOf()).sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.onceKey === undefined ? {} : { messageId: messageIdOf(message.onceKey, opts.from) }),
      });
      if (info.rejected.length > 0) throw new Error(`the mail server refused ${info.rejected.length} recipient(s)`);
    },
    close: () => { void transport?.then((t) => t.close(), () => undefined); },
  };
}
