// What the local SMTP catcher received, for developers and browser tests (docs/decisions/0010):
//   GET /dev/mail            the outbox, newest first
//   GET /dev/mail/:id        one message (HTML in a sandboxed iframe, else the text)
//   GET /dev/mail.json?to=   the same as JSON, optionally for one recipient
// Registered only when the catcher is in use. The mailbox holds password-reset links: like
// every /dev list it answers loopback callers only (integrations/dev-guard.ts).
import type { FastifyPluginAsync } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { sandboxMail, type Database } from '@eshop/db';

const LIST_LIMIT = 100;

export interface CaughtMail {
  id: number;
  receivedAt: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #222; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; } a { color: #9b2226; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  th { font-size: .8rem; text-transform: uppercase; color: #666; } td.time { white-space: nowrap; color: #555; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; } dt { color: #666; } dd { margin: 0; }
  iframe { width: 100%; height: 32rem; border: 1px solid #ddd; border-radius: 6px; background: #fff; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 1rem; border-radius: 6px; }
  .empty { color: #666; }`;

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
  + `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

const time = (d: Date): string => d.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

export function mailDevRoutes(db: Database): FastifyPluginAsync {
  const hidden = { schema: { hide: true } as object };

  async function list(to: string | undefined): Promise<CaughtMail[]> {
    const rows = await db.select().from(sandboxMail)
      .where(to ? sql`exists (select 1 from jsonb_array_elements_text(${sandboxMail.rcptTo}) r where lower(r) = ${to.toLowerCase()})` : undefined)
      .orderBy(desc(sandboxMail.receivedAt), desc(sandboxMail.id))
      .limit(LIST_LIMIT);
    return rows.map((r) => ({ id: r.id, receivedAt: r.receivedAt.toISOString(), to: r.rcptTo, subject: r.subject, text: r.text, html: r.html }));
  }

  return async (app) => {
    app.get('/mail.json', hidden, async (req, reply) => {
      const { to } = req.query as { to?: unknown };
      if (to !== undefined && (typeof to !== 'string' || to.length > 320)) return reply.code(400).send({ error: 'to must be one e-mail address' });
      return list(to || undefined);
    });

    app.get('/mail', hidden, async (_req, reply) => {
      const mails = await list(undefined);
      const rows = mails.map((m) => `<tr><td class="time">${escapeHtml(time(new Date(m.receivedAt)))}</td>`
        + `<td>${escapeHtml(m.to.join(', '))}</td>`
        + `<td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`).join('');
      const body = `<h1>Mail outbox (local SMTP catcher)</h1>`
        + (mails.length === 0
          ? `<p class="empty">No mail yet. Messages the shop sends appear here.</p>`
          : `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
            + (mails.length === LIST_LIMIT ? `<p class="empty">The newest ${LIST_LIMIT} messages.</p>` : ''));
      return reply.type('text/html; charset=utf-8').send(page('Mail outbox', body));
    });

    app.get('/mail/:id', hidden, async (req, reply) => {
      const { id } = req.params as { id: string };
      const n = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      const [m] = n > 0 ? await db.select().from(sandboxMail).where(eq(sandboxMail.id, n)) : [];
      if (!m) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such message</h1><p><a href="/dev/mail">Back to the outbox</a></p>'));
      const content = m.html
        // No allow-scripts, no allow-same-origin: the mail cannot run code or read this page.
        ? `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(m.html)}" title="Message body"></iframe>`
          + `<details><summary>Text version</summary><pre>${escapeHtml(m.text)}</pre></details>`
        : `<pre>${escapeHtml(m.text)}</pre>`;
      const body = `<p><a href="/dev/mail">← Outbox</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>`
        + `<dl><dt>From</dt><dd>${escapeHtml(m.mailFrom)}</dd><dt>To</dt><dd>${escapeHtml(m.rcptTo.join(', '))}</dd>`
        + `<dt>Received</dt><dd>${escapeHtml(time(m.receivedAt))}</dd></dl>${content}`;
      return reply.type('text/html; charset=utf-8').send(page(m.subject || 'Message', body));
    });
  };
}
