// The one guard in front of every /dev route (docs/decisions/0021). What the local
// stand-ins received — texts with codes, mails with reset links, every payment's pay link,
// every courier order — is for the developer at this machine: a /dev route answers
// loopback callers only, in every NODE_ENV, and anyone else gets the same 404 as a path
// that does not exist. The only exceptions declare themselves with `byLink`: pages a
// phone or a second browser must open through a link that names one unguessable thing
// (the payer's page of one payment, WeChat's authorize step).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

/** Route options of a /dev page reachable by its own link from anywhere (see above). */
export const byLink = { config: { devByLink: true } };

const isLoopback = (ip: string | undefined): boolean =>
  ip !== undefined && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));

/**
 * The request comes from this machine and was not forwarded for anyone else. `req.ip`
 * alone is not enough: it believes X-Forwarded-For from TRUST_PROXY peers, which include a
 * load balancer's network and the storefront's in-process calls. So the socket peer must
 * be loopback and every address the request names (X-Forwarded-For, X-Real-IP, Forwarded)
 * too: the storefront forwards the shopper's address, a proxy on this machine the client's.
 */
export function isLocalCaller(req: FastifyRequest): boolean {
  if (!isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip)) return false;
  const named = [req.headers['x-forwarded-for'], req.headers['x-real-ip']]
    .flatMap((h) => (h === undefined ? [] : Array.isArray(h) ? h : [h]))
    .flatMap((h) => h.split(','))
    .map((a) => a.trim())
    .filter((a) => a !== '');
  // RFC 7239 `Forwarded`: a local developer never sends it, so any at all means "not local".
  return req.headers.forwarded === undefined && named.every(isLoopback);
}

/** Registers the stand-ins' routes (under the caller's prefix, /dev) behind the guard. */
export const guardedDevRoutes = (routes: FastifyPluginAsync[]): FastifyPluginAsync => async (app) => {
  app.addHook('onRequest', async (req, reply) => {
    const open = (req.routeOptions.config as { devByLink?: boolean }).devByLink === true;
    if (!open && !isLocalCaller(req)) return reply.callNotFound();
    // Codes, links and mails: never kept by a cache on the way.
    void reply.header('cache-control', 'no-store');
  });
  for (const plugin of routes) await app.register(plugin);
};
