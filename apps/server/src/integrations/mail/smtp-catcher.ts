// The local SMTP catcher (docs/decisions/0010): when no mail server is configured the
// shop starts a real SMTP server on 127.0.0.1 (an ephemeral port) and nodemailer sends
// to it, so a message takes the same road as in production. Every message received is
// parsed and kept in `sandbox_mail`, where /dev/mail shows it; a message received again
// with the same Message-ID is kept once, as a mailbox shows it.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { sandboxMail, type Database } from '@eshop/db';

/** Larger messages are refused (552); reset mails are a few kilobytes. */
export const CATCHER_MAX_BYTES = 2 * 1024 * 1024;

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

const addressOf = (a: SMTPServerAddress | false): string => (a ? a.address : '');

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** Starts the catcher; resolves once it listens. */
export async function startSmtpCatcher(deps: { db: Database; maxBytes?: number }): Promise<SmtpCatcher> {
  const maxBytes = deps.maxBytes ?? CATCHER_MAX_BYTES;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to manage, nothing leaves the machine.
    disabledCommands: ['STARTTLS'],
    size: maxBytes,
    logger: false,
    banner: 'Butcher & Deli local mail catcher',
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
            return;
          }
          // The mailbox keeps the text and the HTML as sent: no HTML made from the text, so
          // no links searched in it (linkify-it's patterns, compiled, are megabytes of heap).
          const parsed = await simpleParser(raw, { skipTextToHtml: true });
          // One message per Message-ID, as mailboxes show a message delivered twice.
          await deps.db.insert(sandboxMail).values({
            mailFrom: addressOf(session.envelope.mailFrom),
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            raw: raw.toString('utf8'),
            messageId: parsed.messageId ?? null,
          }).onConflictDoNothing();
          callback();
        })
        // Storing failed: the client hears a temporary failure (451) and its send rejects.
        .catch((err: unknown) => callback(Object.assign(new Error(`Could not store the message: ${(err as Error).message}`), { responseCode: 451 })));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => { server.off('error', reject); resolve(); });
  });
  // A broken client connection must not take the shop down.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); }),
  };
}
