import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './service.ts';
import { envelope, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';

const slide = z.object({ id: z.number(), title: z.string(), subtitle: z.string(), image: z.string(), link: z.string() });
const specialSchema = z.object({ id: z.number(), title: z.string(), body: z.string(), badge: z.string(), image: z.string(), link: z.string() });

export const contentRoutes = (content: ContentService): FastifyPluginAsyncZod => async (app) => {
  app.get('/content/carousel/json', {
    schema: { tags: ['content'], summary: 'Home carousel slides', response: { 200: envelope(z.array(slide)) } },
  }, async (req) => ok(await content.carousel(requestLocale(req))));

  app.get('/content/special/json', {
    schema: { tags: ['content'], summary: 'Specials (promotions) of the home page', response: { 200: envelope(z.array(specialSchema)) } },
  }, async (req) => ok(await content.specials(requestLocale(req))));

  app.get('/content/segment/:name', {
    schema: {
      tags: ['content'],
      summary: 'A named content block (customer-voices, quick-nav, delivery-promise, today-recommendation)',
      params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/) }),
      response: { 200: envelope(z.unknown()) },
    },
  }, async (req) => {
    const body = await content.segment(req.params.name, requestLocale(req));
    if (body === null) throw new AppError('SEGMENT_NOT_FOUND');
    return ok(body);
  });
};
