// /dev/courier: the orders the local ShanSong stand-in is walking (sandbox only,
// docs/decisions/0015), with a button per order that pushes its next step at once.
// A page for developers and JSON for tests; hidden from the OpenAPI document.
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxCourier } from './sandbox.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const courierDevRoutes = (sandbox: SandboxCourier): FastifyPluginAsync => async (app) => {
  app.get('/courier.json', { schema: { hide: true } as object }, async () => sandbox.orders());

  app.post('/courier/advance/:shipmentNo', { schema: { hide: true } as object }, async (req, reply) => {
    const { shipmentNo } = req.params as { shipmentNo: string };
    const moved = sandbox.advance(shipmentNo);
    if ((req.headers.accept ?? '').includes('text/html')) return reply.redirect('/dev/courier', 303);
    if (!moved) return reply.code(409).send({ status: 'failure', message: 'unknown shipment, or nothing left to advance' });
    return { status: 'success' };
  });

  app.get('/courier', { schema: { hide: true } as object }, async (_req, reply) => {
    const orders = sandbox.orders();
    const rows = orders.map((o) => {
      const steps = o.steps.map((s) => `<li><strong>${escapeHtml(s.status)}</strong> · ${escapeHtml(s.at.replace('T', ' ').slice(0, 19))} UTC · ${escapeHtml(s.location)} · callback ${escapeHtml(s.callback)} (${s.attempts})</li>`).join('');
      const done = o.status === 'Completed' || o.status === 'Cancelled';
      return `<tr><td><code>${escapeHtml(o.shipmentNo)}</code><br><small>${escapeHtml(o.orderNo)}</small></td>
<td>${escapeHtml(o.receiver)}<br><small>${escapeHtml(o.address)}</small></td>
<td><strong>${escapeHtml(o.status)}</strong>${o.courier ? `<br><small>${escapeHtml(o.courier.name)} ${escapeHtml(o.courier.mobile)}</small>` : ''}${o.nextAt ? `<br><small>next step ${escapeHtml(o.nextAt.slice(11, 19))} UTC</small>` : ''}<ol>${steps}</ol></td>
<td>${done ? '' : `<form method="post" action="/dev/courier/advance/${encodeURIComponent(o.shipmentNo)}" enctype="text/plain"><button>advance</button></form>`}</td></tr>`;
    }).join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Courier sandbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:64rem;margin:2rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td{border-top:1px solid #ddd;padding:.5rem;vertical-align:top}ol{margin:.25rem 0;padding-left:1.2rem;font-size:13px;color:#555}</style></head>
<body><h1>Courier sandbox (ShanSong stand-in)</h1>
<p>Orders booked with the local ShanSong, newest first. Each moves one step per <code>COURIER_SANDBOX_STEP_MS</code>; "advance" moves it now. Kept in memory only: a restart forgets them. JSON: <a href="/dev/courier.json">courier.json</a></p>
${orders.length ? `<table><tbody>\n${rows}\n</tbody></table>` : '<p>No order booked yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
