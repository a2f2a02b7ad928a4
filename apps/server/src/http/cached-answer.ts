// A public read's finished answer: its JSON, written once by the route's serializer (so
// checked against the route's schema like any answer, http/serializer.ts), kept in the
// read cache beside the data it is written from, so that one clear() (a catalogue change
// on any instance, lib/read-cache.ts) drops both. A hit is sent as it is: no serialising,
// and a Buffer, whose length Node knows without scanning a string (issue 18: serialising
// and measuring the text were a fifth of a cached `Item.List`).
import type { FastifyReply } from 'fastify';
import type { ReadCache } from '../lib/read-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends the 200 answer named `key` (everything the answer depends on: the checked query
 * and the language) from the cache, or loads its data, serialises it and keeps it.
 */
export async function sendCachedAnswer(reply: FastifyReply, cache: ReadCache, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
  const body = await cache.get(`answer:${key}`, async () => Buffer.from(reply.serialize(await load()) as string));
  return reply.type(JSON_TYPE).send(body);
}
