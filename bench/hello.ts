// The reference: a bare Fastify hello-world. Every shop figure is read as a ratio to it,
// measured in the same run, so a slow or busy machine moves both sides alike.
import Fastify, { type FastifyInstance } from 'fastify';

export function buildHello(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return app;
}
