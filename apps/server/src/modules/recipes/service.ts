// Recipe reads (docs/decisions/0018-recipes.md): the list with the four filters and
// paging, the filter attributes with their recipe counts, and one recipe with its
// ingredients, spices, steps, video and the shop's products it uses. The same for every
// shopper, so cached like the catalogue (lib/read-cache.ts).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';
import type { Locale } from '@eshop/domain/i18n';
import {
  RECIPE_FILTER_KINDS, recipeCaptionsVtt, unitKind,
  type RecipeAttributeGroup, type RecipeAttributeRef, type RecipeDetail, type RecipeFilter, type RecipeIngredientLine,
  type RecipeProduct, type RecipeSummary,
} from '@eshop/domain/recipes';
import type { ImageUrls } from '../media/urls.ts';
import type { CatalogService } from '../catalog/service.ts';
import { limitOffset, type Paging } from '../../http/paging.ts';
import type { ReadCache } from '../../lib/read-cache.ts';

interface RecipeRow extends Record<string, unknown> {
  id: number; code: string; name_en: string; name_zh: string; summary_en: string; summary_zh: string;
  servings: number; prep_minutes: number; cook_minutes: number; video_url: string | null; image_id: string | null;
  chef_code: string | null; chef_en: string | null; chef_zh: string | null;
  difficulty_code: string | null; difficulty_en: string | null; difficulty_zh: string | null;
  ingredient_code: string | null; ingredient_en: string | null; ingredient_zh: string | null;
  cuisine_code: string | null; cuisine_en: string | null; cuisine_zh: string | null;
}

interface IngredientRow extends Record<string, unknown> {
  name_en: string; name_zh: string; quantity_milli: number | null; unit_en: string | null; unit_zh: string | null;
  spice: boolean; item_id: number | null;
}

/** The poster of a committed clip sits beside it (`X.mp4` → `X.jpg`). */
export const posterOf = (videoUrl: string): string => videoUrl.replace(/\.mp4$/, '.jpg');

export function createRecipeService(deps: { db: Database; images: ImageUrls; cache: ReadCache; catalog: Pick<CatalogService, 'getItem'> }) {
  const { db, images, cache, catalog } = deps;

  const selectRecipes = (onlyId?: number) => queryRows<RecipeRow>(db, sql`
    select r.id, r.code, r.name_en, r.name_zh, r.summary_en, r.summary_zh, r.servings, r.prep_minutes, r.cook_minutes,
           r.video_url, r.image_id,
           ch.code as chef_code, ch.name_en as chef_en, ch.name_zh as chef_zh,
           di.code as difficulty_code, di.name_en as difficulty_en, di.name_zh as difficulty_zh,
           ig.code as ingredient_code, ig.name_en as ingredient_en, ig.name_zh as ingredient_zh,
           cu.code as cuisine_code, cu.name_en as cuisine_en, cu.name_zh as cuisine_zh
      from recipe r
      left join recipe_attribute ch on ch.id = r.chef_id
      left join recipe_attribute di on di.id = r.difficulty_id
      left join recipe_attribute ig on ig.id = r.ingredient_id
      left join recipe_attribute cu on cu.id = r.cuisine_id
     where r.published ${onlyId === undefined ? sql`` : sql`and r.id = ${onlyId}`}
     order by r.sort, r.id`);

  function toSummary(row: RecipeRow, locale: Locale): RecipeSummary {
    const zh = locale === 'zh_CN';
    const ref = (kind: 'chef' | 'difficulty' | 'ingredient' | 'cuisine'): RecipeAttributeRef | null => {
      const code = row[`${kind}_code`] as string | null;
      return code === null ? null : { code, name: (row[`${kind}_${zh ? 'zh' : 'en'}`] as string | null) ?? code };
    };
    return {
      recipeId: row.id,
      code: row.code,
      name: zh ? row.name_zh : row.name_en,
      summary: zh ? row.summary_zh : row.summary_en,
      image: images.image(row.image_id),
      chef: ref('chef'),
      difficulty: ref('difficulty'),
      ingredient: ref('ingredient'),
      cuisine: ref('cuisine'),
      servings: row.servings,
      prepMinutes: row.prep_minutes,
      cookMinutes: row.cook_minutes,
      totalMinutes: row.prep_minutes + row.cook_minutes,
      hasVideo: row.video_url !== null,
    };
  }

  /** Every published recipe of one language: small enough to filter and page in memory. */
  const allRecipes = (locale: Locale) =>
    cache.get(`recipes:${locale}`, async () => (await selectRecipes()).map((r) => toSummary(r, locale)));

  async function listRecipes(filter: RecipeFilter, paging: Paging, locale: Locale): Promise<{ recipes: RecipeSummary[]; total: number }> {
    const matching = (await allRecipes(locale)).filter((r) => RECIPE_FILTER_KINDS.every((kind) => !filter[kind] || r[kind]?.code === filter[kind]));
    const { limit, offset } = limitOffset(paging);
    return { recipes: matching.slice(offset, limit === null ? undefined : offset + limit), total: matching.length };
  }

  async function listAttributes(locale: Locale): Promise<RecipeAttributeGroup[]> {
    const rows = await queryRows<{ kind: RecipeAttributeGroup['kind']; code: string; name_en: string; name_zh: string; count: number }>(db, sql`
      select a.kind, a.code, a.name_en, a.name_zh,
             (select count(*)::int from recipe r where r.published
                 and a.id in (r.chef_id, r.difficulty_id, r.ingredient_id, r.cuisine_id)) as count
        from recipe_attribute a
       order by a.sort, a.id`);
    const zh = locale === 'zh_CN';
    return RECIPE_FILTER_KINDS.map((kind) => ({
      kind,
      options: rows.filter((r) => r.kind === kind).map((r) => ({ code: r.code, name: zh ? r.name_zh : r.name_en, count: r.count })),
    }));
  }

  async function getRecipe(recipeId: number, locale: Locale): Promise<RecipeDetail | null> {
    const [row] = await selectRecipes(recipeId);
    if (!row) return null;
    const zh = locale === 'zh_CN';
    const [lines, stepRows] = await Promise.all([
      queryRows<IngredientRow>(db, sql`
        select name_en, name_zh, quantity_milli, unit_en, unit_zh, spice, item_id
          from recipe_ingredient where recipe_id = ${recipeId} order by sort`),
      queryRows<{ steps: { en: string; zh: string }[] }>(db, sql`select steps from recipe where id = ${recipeId}`),
    ]);
    const toLine = (l: IngredientRow): RecipeIngredientLine => ({
      name: zh ? l.name_zh : l.name_en,
      quantityMilli: l.quantity_milli,
      unit: zh ? l.unit_zh : l.unit_en,
      unitKind: unitKind(l.unit_en),
      itemId: l.item_id,
    });
    // The products used, once each, in the order the recipe names them (the catalogue's
    // summaries, so prices and stock read the same as on the product pages).
    const itemIds = [...new Set(lines.map((l) => l.item_id).filter((id): id is number => id !== null))];
    const items = await Promise.all(itemIds.map((id) => catalog.getItem(id, locale)));
    const products: RecipeProduct[] = items.flatMap((item) => {
      if (!item) return [];
      const { description: _d, images: _i, facts: _f, recommended: _r, skus, ...summary } = item;
      const sku = skus.find((s) => !s.soldOut);
      return [{ ...summary, sku: sku ? { skuId: sku.skuId, spec: sku.spec, priceFen: sku.priceFen, listPriceFen: sku.listPriceFen } : null }];
    });
    return {
      ...toSummary(row, locale),
      ingredients: lines.filter((l) => !l.spice).map(toLine),
      spices: lines.filter((l) => l.spice).map(toLine),
      steps: (stepRows[0]?.steps ?? []).map((s) => (zh ? s.zh : s.en)),
      videoUrl: row.video_url,
      posterUrl: row.video_url ? posterOf(row.video_url) : null,
      products,
    };
  }

  return {
    listRecipes,
    listAttributes: (locale: Locale) => cache.get(`recipe-attributes:${locale}`, () => listAttributes(locale)),
    getRecipe: (recipeId: number, locale: Locale) => cache.get(`recipe:${locale}:${recipeId}`, () => getRecipe(recipeId, locale)),
    /** WebVTT captions of a published recipe's clip (/media/recipes/<code>.mp4) in one language; null when there is none (docs/decisions/0038). */
    captions: (code: string, locale: Locale) => cache.get(`recipe-captions:${locale}:${code}`, async () => {
      const [row] = await queryRows<{ name_en: string; name_zh: string; steps: { en: string; zh: string }[] }>(db, sql`
        select name_en, name_zh, steps from recipe where published and video_url = ${`/media/recipes/${code}.mp4`}`);
      if (!row) return null;
      const zh = locale === 'zh_CN';
      return recipeCaptionsVtt({ name: zh ? row.name_zh : row.name_en, steps: (row.steps ?? []).map((s) => (zh ? s.zh : s.en)) });
    }),
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
