import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { parseImageFileName } from '@eshop/domain/catalog';
import type { MediaService } from './service.ts';
import { parseWidth, preferredFormat } from './variants.ts';

/**
 * GET /images/{imageId}[.{suffix}].PNG[?w=320][&lang=zh_CN] — the spec's image URL (`lang`
 * picks the language of the sold-out ribbon). Answers WebP to
 * browsers that accept it (Vary: Accept); unknown images answer 404 with the placeholder.
 */
export const mediaRoutes = (mediaService: MediaService): FastifyPluginAsync => async (app) => {
  const etags = new WeakMap<Buffer, string>();
  const etagOf = (bytes: Buffer) => {
    let tag = etags.get(bytes);
    if (!tag) etags.set(bytes, (tag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`));
    return tag;
  };

  app.get<{ Params: { file: string }; Querystring: { w?: string; lang?: string } }>('/images/:file', { schema: { hide: true } as object }, async (req, reply) => {
    const parsed = parseImageFileName(req.params.file);
    const format = preferredFormat(req.headers.accept);
    const width = parseWidth(req.query.w);
    reply.header('vary', 'Accept');
    const locale = req.query.lang === 'zh_CN' ? 'zh_CN' : 'en_US';
    const image = parsed ? await mediaService.get({ ...parsed, width, format, locale }) : null;
    if (!image) {
      const placeholder = await mediaService.placeholder(format);
      reply.code(404).header('cache-control', 'public, max-age=300');
      return placeholder ? reply.type(placeholder.contentType).send(placeholder.bytes) : reply.send();
    }
    const etag = etagOf(image.bytes);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('etag', etag)
      .type(image.contentType)
      .send(image.bytes);
  });
};
