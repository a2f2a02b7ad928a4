// A public read's finished answer: its JSON, written once by the route's serializer (so
// checked against the route's schema like any answer, http/serializer.ts), kept in the
// read cache beside the data it is written from, so that one clear() (a catalogue change
// on any instance, lib/read-cache.ts) drops both. A hit is sent as it is: no serialising,
// and a Buffer, whose length Node knows without scanning a string (issue 18: serialising
// and measuring the text were a fifth of a cached `Item.List`). A client taking gzip gets
// the answer's gzip bytes, compressed once, on the first such request (http/gzip.ts).
import type { FastifyReply } from 'fastify';
import type { ReadCache } from '../lib/read-cache.ts';
import { COMPRESS_MIN_BYTES, gzipToKeep, sendGzipped, takesGzip } from './gzip.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

interface CachedAnswer {
  json: Buffer;
  /** Compressed when first asked for (on libuv's thread pool): never for an answer no client taking gzip asked for. */
  gzip?: Promise<Buffer>;
}

/**
 * Sends the 200 answer named `key` (everything the answer depends on: the checked query
 * and the language) from the cache, or loads its data, serialises it and keeps it.
 */
export async function sendCachedAnswer(reply: FastifyReply, cache: ReadCache, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
  const answer = await cache.get(`answer:${key}`, async (): Promise<CachedAnswer> => ({ json: Buffer.from(reply.serialize(await load()) as string) }));
  reply.type(JSON_TYPE);
  if (answer.json.length < COMPRESS_MIN_BYTES || !takesGzip(reply.request)) return reply.send(answer.json);
  answer.gzip ??= gzipToKeep(answer.json);
  return sendGzipped(reply, await answer.gzip);
}
