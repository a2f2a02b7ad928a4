// What the shop's HTTP server allows a connection before it answers: body size, how long
// headers and bodies may take, how long an idle keep-alive connection stays, and the
// page's script nonce in its Content-Security-Policy (the other security headers: security-headers.ts).
// docs/decisions/0022-transport-limits-and-csp.md
import type { FastifyServerOptions } from 'fastify';
import { visit } from 'jsonc-parser';

/** Largest request body, API and pages alike (the API's forms are held to 64 KiB on top). */
export const BODY_LIMIT = 1024 * 1024;

export interface ServerTimeouts {
  /** Milliseconds from the connection's first byte to the end of the request headers. */
  headersTimeout: number;
  /** Milliseconds to receive the whole request, headers and body. */
  requestTimeout: number;
  /** Milliseconds an idle keep-alive connection waits for the next request. */
  keepAliveTimeout: number;
  /** How often Node checks the two limits above (the precision of both). */
  connectionsCheckingInterval: number;
}

/**
 * A shopper's forms are a few kilobytes, so 30 s for a request is generous even on a poor
 * mobile link, and 10 s for headers cuts slow-header attacks; keep-alive stays above the
 * 60 s idle timeout of common load balancers, so they never reuse a connection we closed.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 72_000,
  connectionsCheckingInterval: 2_000,
};

/** Fastify's options for the timeouts (Node's http.Server reads the last two at creation). */
export function timeoutOptions(timeouts: ServerTimeouts): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout'> & { http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number } } {
  return {
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
  };
}

/** The page's Content-Security-Policy: `policy` with the page's script nonce allowed. */
export function withScriptNonce(policy: string, nonce: string): string {
  const source = `'nonce-${nonce}'`;
  const directives = policy.split(';').map((d) => d.trim()).filter(Boolean);
  const i = directives.findIndex((d) => d.split(/\s+/, 1)[0] === 'script-src');
  if (i === -1) directives.push(`script-src 'self' ${source}`);
  else directives[i] = `${directives[i]} ${source}`;
  return directives.join(';');
}

/**
 * The first key that appears twice in one object of a JSON text, or null. JSON.parse
 * keeps the last one silently, so `{"h.quantity":"1","h.quantity":"50"}` could pass a
 * check that read the first; a form body with a repeated field is refused the same way.
 * Keys are compared after unescaping (`"a"` and `"\u0061"` are the same key).
 */
export function duplicateJsonKey(text: string): string | null {
  const open: Set<string>[] = [];
  let duplicate: string | null = null;
  visit(text, {
    onObjectBegin: () => { open.push(new Set()); },
    onObjectEnd: () => { open.pop(); },
    onObjectProperty: (name) => {
      const keys = open.at(-1);
      if (!keys || duplicate !== null) return;
      if (keys.has(name)) duplicate = name;
      else keys.add(name);
    },
  }, { disallowComments: true, allowTrailingComma: false });
  return duplicate;
}
