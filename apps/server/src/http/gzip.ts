// Compression for browsers (every phone's takes gzip), where @fastify/compress would cost
// the most (issue 18, twentieth session; docs/decisions/0051):
// - answers kept already gzip-compressed (the page cache's pages, the read cache's answers)
//   are sent as they are, instead of being compressed again for each request (a cached
//   Item.List compressed per request made 2,600 answers/s, against 23,000 uncompressed);
// - a page rendered for one request (a member's copy, a page the cache does not keep) is
//   compressed in one piece on libuv's thread pool, not streamed through the plugin;
// - whatever is compressed for one request is compressed at level 1, the plugin's answers
//   too: 0.31 against 0.55 ms of CPU for the 50-kB product page, 12.6 against 11.1 kB
//   (nginx's default `gzip_comp_level` is 1 for the same reason).
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this are sent as they are (@fastify/compress's threshold, app.ts). */
export const COMPRESS_MIN_BYTES = 1024;

/** True when the request takes gzip (Accept-Encoding names it, or `*`, with q > 0) and does not ask for no compression. */
export function takesGzip(req: FastifyRequest): boolean {
  if (req.headers['x-no-compression'] !== undefined) return false;
  return (req.headers['accept-encoding'] ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';').map((s) => s.trim());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** zlib's level for what is compressed for one request: fast rather than smallest. */
export const EACH_REQUEST_LEVEL = constants.Z_BEST_SPEED;

const gzipAsync = promisify(gzip);

/** A body made for one request, gzip-compressed for it. */
export function gzipEachRequest(body: Buffer): Promise<Buffer> {
  return gzipAsync(body, { level: EACH_REQUEST_LEVEL });
}

/** A body kept and sent many times (a cached page or answer): compressed once, at zlib's default level, for size. */
export function gzipToKeep(body: Buffer): Promise<Buffer> {
  return gzipAsync(body);
}

/** Sends bytes that are gzip already, saying so; the answer varies by Accept-Encoding (added to any Vary it has, as @fastify/compress does). */
export function sendGzipped(reply: FastifyReply, gzipped: Buffer): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', 'gzip');
  return reply.send(gzipped);
}
