// E-mail (docs/decisions/0010): nodemailer over SMTP to the configured server (SMTP_URL),
// else to the local SMTP catcher, whose mailbox developers read at /dev/mail.
import type { Database } from '@eshop/db';
import type { Config } from '../../config.ts';
import type { Opened } from '../index.ts';
import { createSmtpMailer, type SmtpMailer } from './mailer.ts';
import type { SmtpCatcher } from './smtp-catcher.ts';
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
  // The catcher starts with the first mail, not with the shop: a start does not load the
  // SMTP server and the mail parser (≈ 0.3 s and ≈ 8 MB of heap; bench/README.md, issue 18).
  // A catcher that failed to start is tried again by the next mail.
  let started: Promise<{ catcher: SmtpCatcher; mailer: SmtpMailer }> | null = null;
  const catcherMailer = () => {
    if (!started) {
      started = import('./smtp-catcher.ts').then(async ({ startSmtpCatcher }) => {
        const catcher = await startSmtpCatcher({ db });
        return { catcher, mailer: createSmtpMailer({ url: catcher.url, from: config.MAIL_FROM }) };
      });
      started.catch(() => { started = null; });
    }
    return started;
  };
  return {
    client: { send: async (message) => (await catcherMailer()).mailer.send(message) },
    devRoutes: mailDevRoutes(db),
    close: async () => {
      const running = await started?.catch(() => null);
      if (!running) return;
      running.mailer.close();
      await running.catcher.close();
    },
  };
}
