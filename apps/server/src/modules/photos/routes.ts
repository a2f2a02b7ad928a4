// GET /images/photos/{id}.webp and {id}.thumb.webp: the uploaded photos (issue 15). Keys are
// checked by the store; anything else is 404. Photos never change once written.
import type { FastifyPluginAsync } from 'fastify';
import type { PhotoStore } from './store.ts';
import { isPhotoKey } from './store.ts';

export const photoRoutes = (store: PhotoStore): FastifyPluginAsync => async (app) => {
  app.get<{ Params: { key: string } }>('/images/photos/:key', { schema: { hide: true } as object }, async (req, reply) => {
    const bytes = isPhotoKey(req.params.key) ? await store.get(req.params.key) : null;
    if (!bytes) return reply.code(404).header('cache-control', 'public, max-age=60').send();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type('image/webp')
      .send(bytes);
  });
};
