// /dev/sms: what the local SMS gateway received (sandbox only, docs/decisions/0010).
// A page for developers and JSON for tests; hidden from the OpenAPI document.
import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { sandboxSms, type Database } from '@eshop/db';
import { MAINLAND_MOBILE } from '@eshop/domain/validation';

const LIMIT = 200;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const smsDevRoutes = (db: Database): FastifyPluginAsync => async (app) => {
  const received = (phone?: string) => db.select().from(sandboxSms)
    .where(phone ? eq(sandboxSms.phone, `+86${phone}`) : undefined)
    .orderBy(desc(sandboxSms.receivedAt), desc(sandboxSms.id))
    .limit(LIMIT);

  app.get('/sms.json', { schema: { hide: true } as object }, async (req, reply) => {
    const { phone } = req.query as { phone?: unknown };
    if (phone !== undefined && (typeof phone !== 'string' || !MAINLAND_MOBILE.test(phone))) {
      return reply.code(400).send({ status: 'failure', message: 'phone must be an 11-digit mainland mobile number' });
    }
    const rows = await received(phone);
    return rows.map((r) => ({ id: r.id, receivedAt: r.receivedAt.toISOString(), phone: r.phone, text: r.text, params: r.params }));
  });

  app.get('/sms', { schema: { hide: true } as object }, async (_req, reply) => {
    const rows = await received();
    const items = rows.map((r) => `<li><p class="meta"><strong>${escapeHtml(r.phone)}</strong> · <time datetime="${r.receivedAt.toISOString()}">${escapeHtml(r.receivedAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time> · template ${escapeHtml(r.templateId)}</p><p>${escapeHtml(r.text)}</p></li>`).join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS sandbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}
ol{list-style:none;padding:0}li{border:1px solid #ddd;border-radius:8px;padding:.5rem 1rem;margin:.5rem 0}
.meta{color:#666;font-size:13px;margin:0}</style></head>
<body><h1>SMS sandbox</h1>
<p>Texts the local Tencent SMS gateway received, newest first (last ${LIMIT}). JSON: <a href="sms.json">sms.json</a>?phone=&lt;11 digits&gt;</p>
${rows.length ? `<ol>\n${items}\n</ol>` : '<p>No text received yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
