// E-mail (docs/decisions/0010): nodemailer over SMTP to the configured server (SMTP_URL),
// else to the local SMTP catcher, whose mailbox developers read at /dev/mail.
import type { Database } from '@eshop/db';
import type { Config } from '../../config.ts';
import type { Opened } from '../index.ts';
import { createSmtpMailer } from './mailer.ts';
import { mailDevRoutes } from './dev-routes.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /**
   * Stable across retries (the sendOnce key): sent as the Message-ID, so a message sent
   * again after a crash (jobs/send-once.ts, the gap it names) shows once in a mailbox.
   */
  onceKey?: string | undefined;
}

export interface Mailer {
  /** Hands the message to the SMTP server; rejects when the server does not accept it. */
  send(message: MailMessage): Promise<void>;
}

export async function openMail(deps: { config: Config; db: Database }): Promise<Opened<Mailer>> {
  const { config, db } = deps;
  if (config.SMTP_URL) {
    const mailer = createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
    return { client: mailer, close: async () => { mailer.close(); } };
  }
  // Loaded only here: a shop with its own mail server never loads the SMTP server and the
  // mail parser (≈ 8 MB of heap; bench/README.md, issue 18, twelfth session).
  const { startSmtpCatcher } = await import('./smtp-catcher.ts');
  const catcher = await startSmtpCatcher({ db });
  const mailer = createSmtpMailer({ url: catcher.url, from: config.MAIL_FROM });
  return {
    client: mailer,
    devRoutes: mailDevRoutes(db),
    close: async () => { mailer.close(); await catcher.close(); },
  };
}
