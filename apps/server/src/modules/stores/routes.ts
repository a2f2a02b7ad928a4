import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoreService } from './service.ts';
import { envelope, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { limitOffset, pagingQuery } from '../../http/paging.ts';

const storeSchema = z.object({
  'r.storeId': z.number(), 'r.pickup': z.enum(['Y', 'N']), code: z.string(), name: z.string(), address: z.string(),
  district: z.string(), phone: z.string(), latitude: z.number(), longitude: z.number(), opens: z.string(), closes: z.string(),
});

export const storeRoutes = (stores: StoreService): FastifyPluginAsyncZod => async (app) => {
  app.get('/a/capi/account/Store.List', {
    schema: {
      tags: ['stores'],
      summary: 'The four stores with coordinates, hours and pickup flag (r.pickup = Y offers pickup)',
      querystring: z.object(pagingQuery),
      response: { 200: envelope(z.array(storeSchema), true) },
    },
  }, async (req) => {
    const all = await stores.list(requestLocale(req));
    const { limit, offset } = limitOffset(req.query);
    return ok(all.slice(offset, limit === null ? undefined : offset + limit), all.length);
  });
};
