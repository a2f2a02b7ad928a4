// The security headers of every answer (helmet's set, with the shop's policy), and
// Strict-Transport-Security over HTTPS. docs/decisions/0022-transport-limits-and-csp.md
//
// The policy never depends on the request, so helmet runs once, at start, and each answer
// gets the finished headers: @fastify/helmet rebuilt helmet (parsing the whole policy) on
// every request, 8 % of a cached API answer's time (bench/README.md, issue 18).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The shop's helmet options; `imageOrigin` is the image server's, when images come from one. */
export function shopHelmetOptions(imageOrigin?: string): HelmetOptions {
  return {
    // No inline script runs but a page's own, named by its nonce (storefront.ts adds it per
    // page; docs/decisions/0022); images may come from the image server.
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:', ...(imageOrigin ? [imageOrigin] : [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: with it Chromium sends `Origin: null` on the shop's own
    // form posts (no JavaScript), which the CSRF checks then refuse. same-origin still
    // tells other sites nothing (docs/decisions/0009).
    referrerPolicy: { policy: 'same-origin' },
    // Sent by the hook below, over HTTPS only.
    strictTransportSecurity: false,
  };
}

/** The headers helmet sets with `options`, names in lower case, computed once. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) { headers[name.toLowerCase()] = String(value); },
    removeHeader(name: string) { delete headers[name.toLowerCase()]; },
  };
  let failure: unknown;
  // helmet's middleware is synchronous; none of the shop's directives is a function of the request.
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => { failure = err; });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Every answer gets `headers`; answers to HTTPS requests (a TLS socket, or
 * X-Forwarded-Proto from a trusted proxy) also Strict-Transport-Security: browsers
 * ignore it over plain HTTP, and a shop reached over HTTP on purpose (a local run) must
 * not be pinned to HTTPS.
 */
export function securityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.headers(headers);
    if (req.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
}
