import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { parseImageFileName } from '@eshop/domain/catalog';
import type { MediaService } from './service.ts';

/** GET /images/{imageId}[.{suffix}].PNG — unknown images answer 404 with the placeholder picture. */
export const mediaRoutes = (mediaService: MediaService): FastifyPluginAsync => async (app) => {
  app.get<{ Params: { file: string } }>('/images/:file', { schema: { hide: true } as object }, async (req, reply) => {
    const parsed = parseImageFileName(req.params.file);
    const image = parsed ? await mediaService.get(parsed.imageId, parsed.suffix) : null;
    if (!image) {
      const placeholder = await mediaService.placeholder();
      reply.code(404).header('cache-control', 'public, max-age=300');
      return placeholder ? reply.type(placeholder.contentType).send(placeholder.bytes) : reply.send();
    }
    const etag = `"${createHash('sha1').update(image.bytes).digest('base64url').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('etag', etag)
      .type(image.contentType)
      .send(image.bytes);
  });
};
