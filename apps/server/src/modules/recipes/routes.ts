// The recipe calls of spec section 7 (Recipe.List, RecipeAttribute.List, SingleRecipe.List)
// and the committed recipe clips at the seed's /media/recipes/<CODE>.mp4 paths.
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTRIBUTE_CODE, RECIPE_FILTER_KINDS } from '@eshop/domain/recipes';
import type { RecipeService } from './service.ts';
import { displayFields } from '../catalog/routes.ts';
import { envelope, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { pagingQuery } from '../../http/paging.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const code = z.string().regex(ATTRIBUTE_CODE).optional().describe('An attribute code of RecipeAttribute.List; unknown codes match nothing');

const attributeRef = z.object({ code: z.string(), name: z.string() }).nullable();
const recipeSummary = z.object({
  recipeId: z.number(), code: z.string(), name: z.string(), summary: z.string(), image: z.string(),
  chef: attributeRef, difficulty: attributeRef, ingredient: attributeRef, cuisine: attributeRef,
  servings: z.number().int().describe('Base servings of the quantities'), prepMinutes: z.number().int(), cookMinutes: z.number().int(),
  totalMinutes: z.number().int(), hasVideo: z.boolean(),
});
const ingredientLine = z.object({
  name: z.string(), quantityMilli: z.number().int().nullable().describe('Thousandths of the unit for the base servings; null = to taste'),
  unit: z.string().nullable(), unitKind: z.enum(['metric-small', 'metric-large', 'spoon', 'count']), itemId: z.number().nullable(),
});
// The catalogue's product summary (as in Item.List) plus the SKU to add.
const recipeProduct = z.object({
  itemId: z.number(), code: z.string(), name: z.string(), brand: z.string().nullable(), origin: z.string(),
  originCountry: z.string(), cid: z.number(), cname: z.string(), categoryName: z.string(), item_classified: z.string(),
  thumbnail: z.string(), soldOut: z.boolean(), priceFen: z.number().int(), listPriceFen: z.number().int().nullable(),
  specs: z.array(z.string()), tags: z.array(z.string()), soldCount: z.number(),
  ...displayFields,
  sku: z.object({ skuId: z.number(), spec: z.string(), priceFen: z.number().int(), listPriceFen: z.number().int().nullable() }).nullable()
    .describe('The SKU "Add to cart" adds: the first in stock; null when sold out'),
});
const recipeDetail = recipeSummary.extend({
  ingredients: z.array(ingredientLine), spices: z.array(ingredientLine), steps: z.array(z.string()),
  videoUrl: z.string().nullable(), posterUrl: z.string().nullable(), products: z.array(recipeProduct),
});
const attributeGroup = z.object({
  kind: z.enum(RECIPE_FILTER_KINDS),
  options: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
});

export const recipeRoutes = (recipes: RecipeService): FastifyPluginAsyncZod => async (app) => {
  app.get('/a/capi/catalog/Recipe.List', {
    schema: {
      tags: ['recipes'],
      summary: 'Published recipes, filtered by chef, difficulty, main ingredient and cuisine codes, with paging (pageSize 0 = all)',
      querystring: z.object({ chef: code, difficulty: code, ingredient: code, cuisine: code, ...pagingQuery }),
      response: { 200: envelope(z.array(recipeSummary), true) },
    },
  }, async (req) => {
    const { chef, difficulty, ingredient, cuisine, pageSize, pageOffset } = req.query;
    const { recipes: list, total } = await recipes.listRecipes({ chef, difficulty, ingredient, cuisine }, { pageSize, pageOffset }, requestLocale(req));
    return ok(list, total);
  });

  app.get('/a/capi/catalog/RecipeAttribute.List', {
    schema: {
      tags: ['recipes'],
      summary: 'The four filter kinds (chef, difficulty, ingredient, cuisine) with their options and recipe counts',
      response: { 200: envelope(z.array(attributeGroup), true) },
    },
  }, async (req) => {
    const groups = await recipes.listAttributes(requestLocale(req));
    return ok(groups, groups.length);
  });

  app.get('/a/capi/catalog/SingleRecipe.List', {
    schema: {
      tags: ['recipes'],
      summary: 'One recipe with its ingredients, spices, steps, video and the shop products it uses',
      querystring: z.object({ 't.recipeId': id }),
      response: { 200: envelope(z.array(recipeDetail), true) },
    },
  }, async (req) => {
    const recipe = await recipes.getRecipe(req.query['t.recipeId'], requestLocale(req));
    if (!recipe) throw new AppError('RECIPE_NOT_FOUND');
    return ok([recipe], 1);
  });
};

/** Where the committed clips and posters live (packages/db/scripts/generate-recipe-videos.ts). */
export const RECIPE_VIDEO_DIR = join(import.meta.dirname, '../../../assets/recipe-videos');

/**
 * GET /media/recipes/<CODE>.mp4 and .jpg: the recipe clips, with Range requests (206) so
 * browsers can seek and start playing before the whole file arrives.
 */
export const recipeVideoRoutes = (dir = RECIPE_VIDEO_DIR, captions?: RecipeService['captions']): FastifyPluginAsync => async (app) => {
  // GET /media/recipes/captions/<CODE>.zh_CN.vtt: the clip's captions in a language, for the
  // page's <track> (the clips burn in English only; docs/decisions/0038).
  if (captions) {
    app.get('/media/recipes/captions/:file', { schema: { hide: true } as object }, async (req, reply) => {
      const match = /^([A-Z0-9-]{1,80})\.(en_US|zh_CN)\.vtt$/.exec((req.params as { file: string }).file);
      const vtt = match ? await captions(match[1]!, match[2] as 'en_US' | 'zh_CN') : null;
      if (!vtt) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.header('cache-control', 'public, max-age=86400').type('text/vtt; charset=utf-8').send(vtt);
    });
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/media/recipes/',
    decorateReply: false,
    acceptRanges: true,
    maxAge: '1d',
    index: false,
    allowedPath: (path) => /^\/[A-Z0-9-]+\.(mp4|jpg)$/.test(path),
  });
};
