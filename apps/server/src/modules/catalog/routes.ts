import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './service.ts';
import { envelope, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { sendCachedAnswer } from '../../http/cached-answer.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { pagingQuery } from '../../http/paging.ts';
import { ITEM_SORTS, PRICE_BANDS } from '@eshop/domain/catalog';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** What cards and pages show beside the price (docs/decisions/0038-chinese-copy-and-display.md). */
export const displayFields = {
  priceRange: z.boolean().describe('The sizes cost different amounts: "from ¥x"'),
  per500gFen: z.number().int().nullable().describe('Meat and cheese by weight: price of 500 g at the shown price, fen'),
  soldUnits: z.number().int().describe('Units in paid shop orders not cancelled'),
};

export const itemSummary = z.object({
  itemId: z.number(), code: z.string(), name: z.string(), brand: z.string().nullable(), origin: z.string(),
  originCountry: z.string(), cid: z.number(), cname: z.string(), categoryName: z.string(), item_classified: z.string(),
  thumbnail: z.string(), soldOut: z.boolean(), priceFen: z.number().int().describe('Lowest in-stock price, fen'),
  listPriceFen: z.number().int().nullable(), specs: z.array(z.string()), tags: z.array(z.string()), soldCount: z.number(),
  ...displayFields,
});
const skuSchema = z.object({
  skuId: z.number(), spec: z.string(), weightG: z.number().nullable(), priceFen: z.number().int(),
  listPriceFen: z.number().int().nullable(), stock: z.number().int(), soldOut: z.boolean(),
});
const itemDetail = itemSummary.extend({
  description: z.string(), images: z.array(z.string()), skus: z.array(skuSchema),
  facts: z.array(z.object({ label: z.string(), value: z.string() })), recommended: z.array(itemSummary),
});
const flag = z.enum(['Y', 'N'], { error: 'LIST_FLAG_INVALID' });
const facetsSchema = z.object({
  categories: z.array(z.object({ cid: z.number(), cname: z.string(), name: z.string(), count: z.number().int() })),
  origins: z.array(z.object({ code: z.string().describe('ISO 3166 alpha-2'), name: z.string(), count: z.number().int() })),
  priceBands: z.array(z.object({ band: z.string().describe(PRICE_BANDS.join(', ')), count: z.number().int() })),
  inStock: z.number().int().describe('Products with a size in stock'),
}).describe('Counts among the matches; each group counts what the other chosen filters leave (facets=Y)');
const tagSchema = z.object({ tag: z.string(), name: z.string(), itemCount: z.number() });
const categorySchema = z.object({ cid: z.number(), cname: z.string(), name: z.string(), blurb: z.string(), image: z.string(), itemCount: z.number() });

/** `cache`: the catalogue's read cache, which also keeps the finished answers of the lists (http/cached-answer.ts). */
export const catalogRoutes = (catalog: CatalogService, cache: ReadCache): FastifyPluginAsyncZod => async (app) => {
  app.get('/a/capi/catalog/Item.List', {
    schema: {
      tags: ['catalog'],
      summary: 'Products, filtered by category (cid or cname), tag or search words (q), origin, price band and stock, sorted, with paging',
      description: 'Filters and sorts are the URL query parameters of the list and search pages (docs/decisions/0035-search-relevance-filters.md). '
        + 'A search (q) answers its matches best first; `direct` of them are what the words name, the rest only go with it '
        + '(a wine tagged "steak") and come after them whatever the sort. Bad values answer 400 with a message in the request\'s language.',
      querystring: z.object({
        cid: id.optional(),
        cname: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
        tag: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
        q: z.string().max(200).optional(),
        origin: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'LIST_ORIGIN_INVALID' }).optional()
          .describe('Country of origin, ISO 3166 alpha-2 (AU, NZ, …)'),
        price: z.enum(PRICE_BANDS, { error: 'LIST_PRICE_INVALID' }).optional()
          .describe('Price band in yuan of the lowest price a card shows: min included, max excluded'),
        inStock: flag.default('N').describe('Y: only products with a size in stock'),
        facets: flag.default('N').describe('Y: the answer carries `facets`, the counts beside the list'),
        sort: z.enum(ITEM_SORTS, { error: 'LIST_SORT_INVALID' }).default('default')
          .describe('default: best match (search) or the shop order; priceAsc/priceDesc by the shown price; bestselling; newest'),
        available: z.enum(['Y', 'N']).default('N').describe('Y: the available-items rule (up to 999 fetched, sold-out dropped, first 100, sorted by classification)'),
        ...pagingQuery,
      }),
      response: {
        200: envelope(z.array(itemSummary), true).extend({
          direct: z.number().int().optional().describe('A search: how many of the matches (after the filters) the words name; they come first'),
          facets: facetsSchema.optional(),
        }),
      },
    },
  }, async (req, reply) => {
    const { cid, cname, tag, q, sort, available, origin, price, inStock, facets, pageSize, pageOffset } = req.query;
    const filter = { cid, cname, tag, q, sort, available: available === 'Y', origin, price, inStock: inStock === 'Y' };
    const locale = requestLocale(req);
    return sendCachedAnswer(reply, cache, `Item.List:${locale}:${JSON.stringify(req.query)}`, async () => {
      const [{ items, total, direct }, counts] = await Promise.all([
        catalog.listItems(filter, { pageSize, pageOffset }, locale),
        facets === 'Y' ? catalog.listFacets(filter, locale) : undefined,
      ]);
      return { ...ok(items, total), ...(direct === undefined ? {} : { direct }), ...(counts ? { facets: counts } : {}) };
    });
  });

  app.get('/a/capi/catalog/SingleItem.List', {
    schema: {
      tags: ['catalog'],
      summary: 'One product with its SKUs, images, facts and recommended products',
      querystring: z.object({ 't.itemId': id }),
      response: { 200: envelope(z.array(itemDetail), true) },
    },
  }, async (req, reply) => {
    const locale = requestLocale(req);
    return sendCachedAnswer(reply, cache, `SingleItem.List:${locale}:${req.query['t.itemId']}`, async () => {
      const item = await catalog.getItem(req.query['t.itemId'], locale);
      if (!item) throw new AppError('ITEM_NOT_FOUND');
      return ok([item], 1);
    });
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
