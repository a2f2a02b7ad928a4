// E-mail: nodemailer over SMTP (SMTP_URL), else the local SMTP catcher.
import type { Database } from '@eshop/db';
import type { Config } from '../../config.ts';
import type { Opened } from '../index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface Mailer {
  /** Hands the message to the SMTP server; rejects when the server does not accept it. */
  send(message: MailMessage): Promise<void>;
}

export async function openMail(_deps: { config: Config; db: Database }): Promise<Opened<Mailer>> {
  throw new Error('openMail: not implemented yet');
}
