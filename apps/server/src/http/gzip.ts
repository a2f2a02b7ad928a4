// Answers kept already gzip-compressed (the page cache's pages, the read cache's answers):
// a browser taking gzip (every phone's) is sent those bytes as they are, instead of
// @fastify/compress compressing the same answer again for each request (issue 18: a
// cached Item.List compressed per request made 2,600 answers/s, against 23,000 uncompressed).
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

/** Sends bytes that are gzip already, saying so; the answer varies by Accept-Encoding (added to any Vary it has, as @fastify/compress does). */
export function sendGzipped(reply: FastifyReply, gzipped: Buffer): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', 'gzip');
  return reply.send(gzipped);
}
