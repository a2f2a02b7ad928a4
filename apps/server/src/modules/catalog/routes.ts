import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './service.ts';
import { envelope, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { pagingQuery } from '../../http/paging.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const itemSummary = z.object({
  itemId: z.number(), code: z.string(), name: z.string(), brand: z.string().nullable(), origin: z.string(),
  originCountry: z.string(), cid: z.number(), cname: z.string(), categoryName: z.string(), item_classified: z.string(),
  thumbnail: z.string(), soldOut: z.boolean(), priceFen: z.number().int().describe('Lowest in-stock price, fen'),
  listPriceFen: z.number().int().nullable(), specs: z.array(z.string()), tags: z.array(z.string()), soldCount: z.number(),
});
const skuSchema = z.object({
  skuId: z.number(), spec: z.string(), weightG: z.number().nullable(), priceFen: z.number().int(),
  listPriceFen: z.number().int().nullable(), stock: z.number().int(), soldOut: z.boolean(),
});
const itemDetail = itemSummary.extend({
  description: z.string(), images: z.array(z.string()), skus: z.array(skuSchema),
  facts: z.array(z.object({ label: z.string(), value: z.string() })), recommended: z.array(itemSummary),
});
const tagSchema = z.object({ tag: z.string(), name: z.string(), itemCount: z.number() });
const categorySchema = z.object({ cid: z.number(), cname: z.string(), name: z.string(), blurb: z.string(), image: z.string(), itemCount: z.number() });

export const catalogRoutes = (catalog: CatalogService): FastifyPluginAsyncZod => async (app) => {
  app.get('/a/capi/catalog/Item.List', {
    schema: {
      tags: ['catalog'],
      summary: 'Products, filtered by category (cid or cname), tag or search words (q), with paging',
      querystring: z.object({
        cid: id.optional(),
        cname: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
        tag: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
        q: z.string().max(200).optional(),
        sort: z.enum(['default', 'priceAsc', 'priceDesc', 'bestselling']).default('default'),
        available: z.enum(['Y', 'N']).default('N').describe('Y: the available-items rule (up to 999 fetched, sold-out dropped, first 100, sorted by classification)'),
        ...pagingQuery,
      }),
      response: { 200: envelope(z.array(itemSummary), true) },
    },
  }, async (req) => {
    const { cid, cname, tag, q, sort, available, pageSize, pageOffset } = req.query;
    const { items, total } = await catalog.listItems(
      { cid, cname, tag, q, sort, available: available === 'Y' },
      { pageSize, pageOffset },
      requestLocale(req),
    );
    return ok(items, total);
  });

  app.get('/a/capi/catalog/SingleItem.List', {
    schema: {
      tags: ['catalog'],
      summary: 'One product with its SKUs, images, facts and recommended products',
      querystring: z.object({ 't.itemId': id }),
      response: { 200: envelope(z.array(itemDetail), true) },
    },
  }, async (req) => {
    const item = await catalog.getItem(req.query['t.itemId'], requestLocale(req));
    if (!item) throw new AppError('ITEM_NOT_FOUND');
    return ok([item], 1);
  });

  app.get('/a/capi/catalog/Category.List', {
    schema: {
      tags: ['catalog'],
      summary: 'Every category with its product count (cid = id, cname = code)',
      querystring: z.object(pagingQuery),
      response: { 200: envelope(z.array(categorySchema), true) },
    },
  }, async (req) => {
    const all = await catalog.listCategories(requestLocale(req));
    return ok(all, all.length);
  });

  app.get('/a/capi/catalog/Tag.List', {
    schema: {
      tags: ['catalog'],
      summary: 'Every product tag (list/tag/{tag}) with its name and product count',
      querystring: z.object(pagingQuery),
      response: { 200: envelope(z.array(tagSchema), true) },
    },
  }, async (req) => {
    const all = await catalog.listTags(requestLocale(req));
    return ok(all, all.length);
  });
};
