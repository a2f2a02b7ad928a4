// The mail pieces on their own: the catcher receives over real SMTP and stores the
// parsed message; the mailer rejects what the server refuses; /dev/mail escapes and,
// behind the /dev guard, answers loopback callers only (dev-guard.test.ts tests the guard).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sandboxMail, type DatabaseHandle } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { createSmtpMailer, messageIdOf } from './mailer.ts';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts';
import { escapeHtml, mailDevRoutes } from './dev-routes.ts';
import { guardedDevRoutes } from '../dev-guard.ts';

describe('SMTP catcher and mailer', () => {
  let handle: DatabaseHandle;
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    handle = await openFromTemplate(await cachedTemplate({ seed: true }));
    catcher = await startSmtpCatcher({ db: handle.db, maxBytes: 64 * 1024 });
  });
  afterAll(async () => { await catcher.close(); await handle.close(); });

  it('listens on loopback on an ephemeral port and stores what arrives', async () => {
    expect(catcher.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const mailer = createSmtpMailer({ url: catcher.url, from: '"Shop" <shop@example.com>' });
    await mailer.send({ to: 'Chef@Example.com', subject: 'Wagyu <ready> 🥩', text: 'Hello\nworld', html: '<p>Hello <b>world</b></p>' });
    mailer.close();
    const [row] = await handle.db.select().from(sandboxMail);
    expect(row).toMatchObject({ mailFrom: 'shop@example.com', rcptTo: ['Chef@example.com'], subject: 'Wagyu <ready> 🥩', text: 'Hello\nworld', html: '<p>Hello <b>world</b></p>' });
    expect(row!.raw).toContain('Content-Type: multipart/alternative');
  });

  it('a message sent again after a crash (same once-key, so the same Message-ID) is in the mailbox once', async () => {
    const mailer = createSmtpMailer({ url: catcher.url, from: '"Shop" <shop@example.com>' });
    const count = async () => (await handle.db.select().from(sandboxMail)).filter((m) => m.subject === 'Paid 77').length;
    await mailer.send({ to: 'a@example.com', subject: 'Paid 77', text: 't', onceKey: 'order-paid-mail:77' });
    await mailer.send({ to: 'a@example.com', subject: 'Paid 77', text: 't', onceKey: 'order-paid-mail:77' });
    expect(await count()).toBe(1);
    // Without a key every send is its own message (nodemailer's random Message-ID).
    await mailer.send({ to: 'a@example.com', subject: 'Paid 77', text: 't' });
    mailer.close();
    expect(await count()).toBe(2);
    expect(messageIdOf('order-paid-mail:77', '"Shop" <shop@example.com>')).toBe('<order-paid-mail.77@example.com>');
  });

  it('rejects a message the server refuses (too large) or cannot reach', async () => {
    const mailer = createSmtpMailer({ url: catcher.url, from: 'shop@example.com' });
    await expect(mailer.send({ to: 'a@example.com', subject: 'big', text: 'x'.repeat(200 * 1024) })).rejects.toThrow();
    mailer.close();
    const down = createSmtpMailer({ url: 'smtp://127.0.0.1:9', from: 'shop@example.com' });
    await expect(down.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
    down.close();
  });

  it('shows the outbox escaped, and only to loopback', async () => {
    await handle.db.insert(sandboxMail).values({ mailFrom: 'x@example.com', rcptTo: ['"><script>@example.com'], subject: '<img src=x onerror=alert(1)>', text: '<b>t</b>', html: '<p onclick="x">"hi"</p>', raw: '' });
    const app = Fastify();
    await app.register(guardedDevRoutes([mailDevRoutes(handle.db)]), { prefix: '/dev' });
    const outbox = await app.inject({ url: '/dev/mail' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).not.toContain('<img src=x');
    expect(outbox.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const id = (await app.inject({ url: '/dev/mail.json' })).json<{ id: number; subject: string }[]>()[0]!.id;
    const one = await app.inject({ url: `/dev/mail/${id}` });
    expect(one.body).toContain('srcdoc="&lt;p onclick=&quot;x&quot;&gt;&quot;hi&quot;&lt;/p&gt;"');
    expect(one.body).not.toContain('<script>');
    expect((await app.inject({ url: '/dev/mail/abc' })).statusCode).toBe(404);
    const remote = await app.inject({ url: '/dev/mail.json', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    await app.close();
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});
