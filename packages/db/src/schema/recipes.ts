// Recipes and their filter attributes (chef, difficulty, main ingredient, cuisine).
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, type Text2 } from './columns.ts';
import { item } from './catalog.ts';
import { media } from './media.ts';

export const RECIPE_ATTRIBUTE_KINDS = ['chef', 'difficulty', 'ingredient', 'cuisine'] as const;
export type RecipeAttributeKind = (typeof RECIPE_ATTRIBUTE_KINDS)[number];

export const recipeAttribute = pgTable(
  'recipe_attribute',
  {
    id: idColumn(),
    kind: text('kind').$type<RecipeAttributeKind>().notNull(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('recipe_attribute_kind_code_key').on(t.kind, t.code),
    check('recipe_attribute_kind_valid', sql`${t.kind} in ('chef', 'difficulty', 'ingredient', 'cuisine')`),
  ],
);

export const recipe = pgTable(
  'recipe',
  {
    /** recipeId */
    id: idColumn(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    chefId: integer('chef_id').references(() => recipeAttribute.id, { onDelete: 'set null' }),
    difficultyId: integer('difficulty_id').references(() => recipeAttribute.id, { onDelete: 'set null' }),
    ingredientId: integer('ingredient_id').references(() => recipeAttribute.id, { onDelete: 'set null' }),
    cuisineId: integer('cuisine_id').references(() => recipeAttribute.id, { onDelete: 'set null' }),
    /** Base servings; ingredient quantities are for this many. */
    servings: integer('servings').notNull().default(2),
    prepMinutes: integer('prep_minutes').notNull().default(0),
    cookMinutes: integer('cook_minutes').notNull().default(0),
    videoUrl: text('video_url'),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    steps: jsonb('steps').$type<Text2[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('recipe_code_key').on(t.code),
    index('recipe_published_sort_idx').on(t.published, t.sort),
    index('recipe_chef_idx').on(t.chefId),
    index('recipe_difficulty_idx').on(t.difficultyId),
    index('recipe_ingredient_idx').on(t.ingredientId),
    index('recipe_cuisine_idx').on(t.cuisineId),
    check('recipe_servings_positive', sql`${t.servings} > 0`),
    check('recipe_minutes_nonneg', sql`${t.prepMinutes} >= 0 and ${t.cookMinutes} >= 0`),
  ],
);

/**
 * One ingredient line. The quantity is stored as integer thousandths of the unit
 * (`quantity_milli`: 1.5 kg → 1500 with unit kg; 0.25 tsp → 250), null for "to taste".
 * Integers keep PGlite and pg returning the same JS number (numeric comes back as a
 * string) and scale exactly for the serving scaler: shown = quantity_milli / 1000 *
 * wanted / servings.
 */
export const recipeIngredient = pgTable(
  'recipe_ingredient',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipe.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    quantityMilli: integer('quantity_milli'),
    unitEn: text('unit_en'),
    unitZh: text('unit_zh'),
    /** Spices and seasonings (the spice checklist). */
    spice: boolean('spice').notNull().default(false),
    /** The product sold in the shop for this ingredient, if any. */
    itemId: integer('item_id').references(() => item.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.sort] }),
    index('recipe_ingredient_item_idx').on(t.itemId),
    check('recipe_ingredient_quantity_nonneg', sql`${t.quantityMilli} >= 0`),
  ],
);

export const recipeRelations = relations(recipe, ({ one, many }) => ({
  chef: one(recipeAttribute, { fields: [recipe.chefId], references: [recipeAttribute.id], relationName: 'chef' }),
  difficulty: one(recipeAttribute, {
    fields: [recipe.difficultyId],
    references: [recipeAttribute.id],
    relationName: 'difficulty',
  }),
  ingredient: one(recipeAttribute, {
    fields: [recipe.ingredientId],
    references: [recipeAttribute.id],
    relationName: 'ingredient',
  }),
  cuisine: one(recipeAttribute, {
    fields: [recipe.cuisineId],
    references: [recipeAttribute.id],
    relationName: 'cuisine',
  }),
  ingredients: many(recipeIngredient),
}));

export const recipeAttributeRelations = relations(recipeAttribute, ({ many }) => ({
  chefOf: many(recipe, { relationName: 'chef' }),
  difficultyOf: many(recipe, { relationName: 'difficulty' }),
  ingredientOf: many(recipe, { relationName: 'ingredient' }),
  cuisineOf: many(recipe, { relationName: 'cuisine' }),
}));

export const recipeIngredientRelations = relations(recipeIngredient, ({ one }) => ({
  recipe: one(recipe, { fields: [recipeIngredient.recipeId], references: [recipe.id] }),
  item: one(item, { fields: [recipeIngredient.itemId], references: [item.id] }),
}));

export type RecipeAttribute = typeof recipeAttribute.$inferSelect;
export type Recipe = typeof recipe.$inferSelect;
export type RecipeIngredient = typeof recipeIngredient.$inferSelect;
