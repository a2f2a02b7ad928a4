// The back-office's catalogue calls (issue 16): items, SKUs, images, categories and tags.
// Admins only (requireArea 'catalogue', refused before the input is read). Bodies are JSON;
// prices are RMB text with at most two decimals ("128.00"), turned into fen exactly
// (http/money-input.ts). Every change is audited and shows in the shop at once (editor.ts).
// Images: multipart (field `image`, JPEG/PNG/WebP up to 5 MB, re-encoded by the server), or
// JSON `{ images: [{ filename, data: <base64> }] }` from a back-office page without JavaScript.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLASSIFICATIONS, DESCRIPTION_MAX, FACTS_MAX, ITEM_CODE, NAME_MAX, ORIGIN_COUNTRY, parseWholeNumber, SHORT_TEXT_MAX, SLUG, SPEC_MAX,
  STOCK_MAX, TAGS_MAX, WEIGHT_G_MAX,
} from '@eshop/domain/catalog';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { ErrorCode } from '../../http/messages.ts';
import { yuanAmount } from '../../http/money-input.ts';
import { pagingQuery } from '../../http/paging.ts';
import { parseFields } from '../photos/form.ts';
import { IMAGE_FIELD, MAX_IMAGE_BYTES, MAX_IMAGES_PER_UPLOAD, readImageUploads, withImageUploads, type ImageUpload } from '../media/upload.ts';
import type { StaffService } from '../staff/service.ts';
import { requireArea, staffMemberOf, staffTags } from '../staff/auth.ts';
import type { CatalogEditor, Result } from './editor.ts';

const code = <C extends ErrorCode>(c: C) => ({ error: c });

/** A required text of at most `max` characters (trimmed). */
const required = (max: number) => z.string(code('FIELD_REQUIRED')).trim().min(1, code('FIELD_REQUIRED')).max(max, code('FIELD_TOO_LONG'));
/** An optional text ('' when absent). */
const optional = (max: number) => z.string().trim().max(max, code('FIELD_TOO_LONG')).default('');
/** '' or absent → null. */
const orNull = (max: number) => z.string().trim().max(max, code('FIELD_TOO_LONG')).nullish().transform((t) => (t ? t : null));

/** A whole number typed in a form (text) or sent as a number. */
const wholeNumber = (min: number, max: number, error: ErrorCode) => z.union([z.string(), z.number()], code(error)).transform((v, ctx) => {
  const n = parseWholeNumber(v, min, max);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: error });
    return z.NEVER;
  }
  return n;
});

const stock = wholeNumber(0, STOCK_MAX, 'STOCK_INVALID');
const weightG = z.union([z.string(), z.number()]).nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : v))
  .pipe(wholeNumber(1, WEIGHT_G_MAX, 'WEIGHT_INVALID').nullable());
const price = yuanAmount({ allowZero: false });
/** The previous price of an offer: empty for none. */
const listPrice = z.string().max(20, code('AMOUNT_INVALID')).nullish().transform((t) => (t && t.trim() !== '' ? t : null)).pipe(yuanAmount({ allowZero: false }).nullable());
const version = z.number(code('VERSION_MISSING')).int().min(0, code('VERSION_MISSING')).max(2_147_483_647);
const pathId = (c: ErrorCode) => z.string().regex(/^\d{1,9}$/, code(c)).transform(Number).refine((n) => n >= 1, code(c));
const slug = z.string(code('FIELD_REQUIRED')).trim().toLowerCase().regex(SLUG, code('SLUG_INVALID'));

const skuFields = z.object({ specEn: required(SPEC_MAX), specZh: required(SPEC_MAX), price, listPrice, weightG, stock });
type SkuBody = z.infer<typeof skuFields>;
/** The previous price, when given, is above the price (the shop shows it struck through). */
const listAbovePrice = (s: { price: number; listPrice: number | null }, ctx: z.RefinementCtx) => {
  if (s.listPrice !== null && s.listPrice <= s.price) ctx.addIssue({ code: 'custom', path: ['listPrice'], message: 'LIST_PRICE_NOT_HIGHER' });
};
const skuOf = (s: SkuBody) => ({ specEn: s.specEn, specZh: s.specZh, priceFen: s.price, listPriceFen: s.listPrice, weightG: s.weightG, stock: s.stock });

const fact = z.object({ labelEn: required(SHORT_TEXT_MAX), labelZh: required(SHORT_TEXT_MAX), valueEn: required(SHORT_TEXT_MAX), valueZh: required(SHORT_TEXT_MAX) });
const itemFields = {
  code: z.string(code('FIELD_REQUIRED')).trim().toUpperCase().regex(ITEM_CODE, code('ITEM_CODE_INVALID')),
  categoryId: z.union([z.string(), z.number()], code('FIELD_CHOICE')).transform((v) => Number(v)).refine((n) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647, code('FIELD_CHOICE')),
  nameEn: required(NAME_MAX),
  nameZh: required(NAME_MAX),
  descriptionEn: optional(DESCRIPTION_MAX),
  descriptionZh: optional(DESCRIPTION_MAX),
  originEn: optional(SHORT_TEXT_MAX),
  originZh: optional(SHORT_TEXT_MAX),
  originCountry: z.string().trim().toUpperCase().nullish().transform((t) => (t ? t : null)).refine((t) => t === null || ORIGIN_COUNTRY.test(t), code('COUNTRY_INVALID')),
  brand: orNull(SHORT_TEXT_MAX),
  classified: z.enum(CLASSIFICATIONS, code('FIELD_CHOICE')),
  published: z.boolean(),
  tags: z.array(slug).max(TAGS_MAX),
  facts: z.array(fact).max(FACTS_MAX),
};
const itemCreate = z.object({ ...itemFields, tags: itemFields.tags.default([]), facts: itemFields.facts.default([]), published: itemFields.published.default(false), sku: skuFields.superRefine(listAbovePrice) });
const itemUpdate = z.object({
  version,
  ...Object.fromEntries(Object.entries(itemFields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof itemFields]: z.ZodOptional<(typeof itemFields)[K]> },
});

const staffItemRow = z.object({
  itemId: z.number().int(), code: z.string(), nameEn: z.string(), nameZh: z.string(), categoryId: z.number().int(), categoryEn: z.string(), categoryZh: z.string(),
  published: z.boolean(), soldOut: z.boolean(), skuCount: z.number().int(), minPriceFen: z.number().int().nullable(), maxPriceFen: z.number().int().nullable(),
  stock: z.number().int(), thumbnail: z.string(),
});
const staffSku = z.object({
  skuId: z.number().int(), specEn: z.string(), specZh: z.string(), priceFen: z.number().int(), listPriceFen: z.number().int().nullable(),
  weightG: z.number().int().nullable(), stock: z.number().int(), soldOut: z.boolean(), version: z.number().int(),
});
const staffItem = z.object({
  itemId: z.number().int(), code: z.string(), categoryId: z.number().int(), categoryEn: z.string(), categoryZh: z.string(),
  nameEn: z.string(), nameZh: z.string(), descriptionEn: z.string(), descriptionZh: z.string(), originEn: z.string(), originZh: z.string(),
  originCountry: z.string().nullable(), brand: z.string().nullable(), classified: z.enum(CLASSIFICATIONS), published: z.boolean(),
  version: z.number().int(), updatedAt: z.string(), tags: z.array(z.string()), facts: z.array(fact),
  skus: z.array(staffSku),
  images: z.array(z.object({ imageId: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() })),
});
const staffCategory = z.object({
  categoryId: z.number().int(), code: z.string(), nameEn: z.string(), nameZh: z.string(), blurbEn: z.string(), blurbZh: z.string(),
  sort: z.number().int(), image: z.string().nullable(), itemCount: z.number().int(), version: z.number().int(),
});
const staffTag = z.object({ code: z.string(), nameEn: z.string(), nameZh: z.string(), sort: z.number().int(), itemCount: z.number().int(), version: z.number().int() });

/** The images of a page's form without JavaScript: base64 in JSON (the in-process transport carries no multipart). */
const base64Images = z.object({
  images: z.array(z.object({ filename: z.string().max(255), data: z.base64() })).min(1, code('IMAGE_REQUIRED')).max(MAX_IMAGES_PER_UPLOAD, code('IMAGE_TOO_MANY')),
});

async function uploadsOf(req: FastifyRequest): Promise<ImageUpload[]> {
  if (req.isMultipart()) return (await readImageUploads(req)).files;
  const body = parseFields(base64Images, (req.body ?? {}) as Record<string, string>);
  const files = body.images.map((f) => ({ filename: f.filename, buffer: Buffer.from(f.data, 'base64') }));
  if (files.some((f) => f.buffer.length > MAX_IMAGE_BYTES)) throw new AppError('IMAGE_TOO_BIG');
  if (files.some((f) => /[/\\\0]|\.\./.test(f.filename))) throw new AppError('IMAGE_NAME_INVALID');
  return files;
}

/** A refusal of the editor as the caller's 4xx; the value otherwise. */
function answer<T extends object>(r: Result<T>): T {
  if (!r.ok) throw new AppError(r.code, r.params);
  const { ok: _ok, ...rest } = r;
  return rest as unknown as T;
}

const wrote = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), 400: failure, 403: failure, 404: failure, 409: failure });

export const catalogStaffRoutes = (deps: { staff: StaffService; catalogEditor: CatalogEditor }): FastifyPluginAsyncZod => async (app) => {
  const editor = deps.catalogEditor;
  const preValidation = requireArea(deps.staff, 'catalogue');
  const tags = staffTags('catalogue');
  const itemParams = z.object({ itemId: pathId('ITEM_NOT_FOUND') });
  const categoryParams = z.object({ categoryId: pathId('CATEGORY_NOT_FOUND') });
  const tagParams = z.object({ code: z.string().regex(SLUG, code('TAG_NOT_FOUND')) });
  const direction = z.object({ direction: z.enum(['up', 'down'], code('FIELD_CHOICE')) });
  const done = z.object({ saved: z.literal(true) });

  // ---- Items ------------------------------------------------------------------------------

  app.get('/staff/catalogue/items', {
    preValidation,
    schema: {
      tags, summary: 'Every item, published or not, in the shop\'s order: q matches either name, the code or the item id; filters by category, published and sold out (every SKU at 0)',
      querystring: z.object({
        ...pagingQuery,
        q: z.string().trim().max(100).optional(),
        categoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
        published: z.enum(['yes', 'no']).optional(),
        soldOut: z.enum(['yes', 'no']).optional(),
      }),
      response: { 200: envelope(z.array(staffItemRow), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const { pageSize, pageOffset, q, categoryId, published, soldOut } = req.query;
    const r = await editor.listItems({
      q, categoryId, published: published === undefined ? undefined : published === 'yes', soldOut: soldOut === undefined ? undefined : soldOut === 'yes',
      limit: pageSize || 50, offset: pageOffset,
    });
    return ok(r.rows, r.total);
  });

  app.get('/staff/catalogue/items/:itemId', {
    preValidation,
    schema: { tags, summary: 'One item with its SKUs, images, tags and facts, and the versions its forms send back', params: itemParams, response: { 200: envelope(staffItem), 400: failure, 403: failure, 404: failure } },
  }, async (req) => {
    const found = await editor.getItem(req.params.itemId);
    if (!found) throw new AppError('ITEM_NOT_FOUND');
    return ok(found);
  });

  app.post('/staff/catalogue/items', {
    preValidation,
    schema: {
      tags, summary: 'Creates an item with its first SKU (`sku`); prices are RMB text ("128.00"). Hidden from the shop unless `published`',
      body: itemCreate, response: wrote(z.object({ itemId: z.number().int() })),
    },
  }, async (req) => {
    const { sku, ...fields } = req.body;
    return ok(answer(await editor.createItem(staffMemberOf(req), fields, skuOf(sku))));
  });

  app.post('/staff/catalogue/items/:itemId', {
    preValidation,
    schema: {
      tags, summary: 'Changes the fields given (tags and facts as whole lists) if the item is still at `version`; 409 CATALOGUE_CHANGED when someone saved meanwhile',
      params: itemParams, body: itemUpdate, response: wrote(z.object({ version: z.number().int() })),
    },
  }, async (req) => {
    const { version: seen, ...fields } = req.body;
    const change = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    return ok(answer(await editor.updateItem(staffMemberOf(req), req.params.itemId, seen, change)));
  });

  app.post('/staff/catalogue/items/:itemId/skus', {
    preValidation,
    schema: { tags, summary: 'Adds a SKU (size) to the item', params: itemParams, body: skuFields.superRefine(listAbovePrice), response: wrote(z.object({ skuId: z.number().int() })) },
  }, async (req) => ok(answer(await editor.addSku(staffMemberOf(req), req.params.itemId, skuOf(req.body)))));

  app.post('/staff/catalogue/skus/:skuId', {
    preValidation,
    schema: {
      tags,
      summary: 'Changes a SKU if it is still at `version` (409 CATALOGUE_CHANGED otherwise). `stockSeen` is the stock the form showed: a changed stock is written only if no sale changed it meanwhile (409 STOCK_CHANGED); an unchanged one is left alone',
      params: z.object({ skuId: pathId('SKU_NOT_FOUND') }),
      body: skuFields.extend({ version, stockSeen: stock }).superRefine(listAbovePrice),
      response: wrote(z.object({ version: z.number().int(), stock: z.number().int() })),
    },
  }, async (req) => {
    const { version: seen, stockSeen, ...fields } = req.body;
    return ok(answer(await editor.updateSku(staffMemberOf(req), req.params.skuId, seen, { ...skuOf(fields), stockSeen })));
  });

  app.post('/staff/catalogue/items/:itemId/images/:imageId', {
    preValidation,
    schema: {
      tags, summary: 'Makes the image the main one (`main`), moves it one place (`up`, `down`) or takes it off the item (`remove`; the file stays for past orders)',
      params: itemParams.extend({ imageId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, code('IMAGE_NOT_FOUND')) }),
      body: z.object({ action: z.enum(['main', 'up', 'down', 'remove'], code('FIELD_CHOICE')) }),
      response: wrote(z.object({ imageIds: z.array(z.string()) })),
    },
  }, async (req) => ok(answer(await editor.moveImage(staffMemberOf(req), req.params.itemId, req.params.imageId, req.body.action))));

  // Uploads: multipart is parsed in this scope only, with the image limits.
  await app.register(async (plain) => {
    await withImageUploads(plain);
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    const uploadLimit = 8 * 1024 * 1024;

    scoped.post('/staff/catalogue/items/:itemId/images', {
      preValidation,
      bodyLimit: uploadLimit,
      schema: {
        tags, summary: `Adds images after the item's others: multipart files in \`${IMAGE_FIELD}\` (JPEG, PNG or WebP, 5 MB each, up to ${MAX_IMAGES_PER_UPLOAD}), re-encoded by the server; one refused file stores none`,
        params: itemParams, response: { ...wrote(z.object({ imageIds: z.array(z.string()) })), 413: failure },
      },
    }, async (req) => ok(answer(await editor.addImages(staffMemberOf(req), req.params.itemId, await uploadsOf(req)))));

    scoped.post('/staff/catalogue/categories/:categoryId/image', {
      preValidation,
      bodyLimit: uploadLimit,
      schema: {
        tags, summary: 'Sets the category\'s own image (one file, as for items); the shop shows its first item\'s image without one',
        params: categoryParams, response: { ...wrote(z.object({ imageId: z.string().nullable() })), 413: failure },
      },
    }, async (req) => {
      const [upload, ...more] = await uploadsOf(req);
      if (more.length > 0) throw new AppError('IMAGE_TOO_MANY', { max: '1' });
      return ok(answer(await editor.setCategoryImage(staffMemberOf(req), req.params.categoryId, upload!)));
    });
  });

  // ---- Categories -------------------------------------------------------------------------

  const categoryTexts = { nameEn: required(NAME_MAX), nameZh: required(NAME_MAX), blurbEn: optional(SHORT_TEXT_MAX), blurbZh: optional(SHORT_TEXT_MAX) };

  app.get('/staff/catalogue/categories', {
    preValidation,
    schema: { tags, summary: 'Every category in the shop\'s order, with its item count (published or not)', response: { 200: envelope(z.array(staffCategory)), 403: failure } },
  }, async () => ok(await editor.listCategories()));

  app.post('/staff/catalogue/categories', {
    preValidation,
    schema: { tags, summary: 'Creates a category, listed last; `code` is its address in the shop (list/cname/<code>)', body: z.object({ code: slug, ...categoryTexts }), response: wrote(z.object({ categoryId: z.number().int() })) },
  }, async (req) => ok(answer(await editor.createCategory(staffMemberOf(req), req.body))));

  app.post('/staff/catalogue/categories/:categoryId', {
    preValidation,
    schema: { tags, summary: 'Renames a category if it is still at `version`', params: categoryParams, body: z.object({ version, ...categoryTexts }), response: wrote(z.object({ version: z.number().int() })) },
  }, async (req) => {
    const { version: seen, ...fields } = req.body;
    return ok(answer(await editor.updateCategory(staffMemberOf(req), req.params.categoryId, seen, fields)));
  });

  app.post('/staff/catalogue/categories/:categoryId/move', {
    preValidation,
    schema: { tags, summary: 'Moves a category one place up or down in the shop\'s order', params: categoryParams, body: direction, response: wrote(done) },
  }, async (req) => {
    answer(await editor.moveCategory(staffMemberOf(req), req.params.categoryId, req.body.direction));
    return ok({ saved: true as const });
  });

  app.post('/staff/catalogue/categories/:categoryId/image/remove', {
    preValidation,
    schema: { tags, summary: 'Takes the category\'s own image away (the shop then shows its first item\'s)', params: categoryParams, response: wrote(z.object({ imageId: z.string().nullable() })) },
  }, async (req) => ok(answer(await editor.setCategoryImage(staffMemberOf(req), req.params.categoryId, null))));

  app.post('/staff/catalogue/categories/:categoryId/delete', {
    preValidation,
    schema: { tags, summary: 'Deletes a category that holds no item (409 CATEGORY_IN_USE otherwise)', params: categoryParams, response: wrote(done) },
  }, async (req) => {
    answer(await editor.deleteCategory(staffMemberOf(req), req.params.categoryId));
    return ok({ saved: true as const });
  });

  // ---- Tags -------------------------------------------------------------------------------

  const tagTexts = { nameEn: required(NAME_MAX), nameZh: required(NAME_MAX) };

  app.get('/staff/catalogue/tags', {
    preValidation,
    schema: { tags, summary: 'Every tag in the shop\'s order, with the number of items carrying it', response: { 200: envelope(z.array(staffTag)), 403: failure } },
  }, async () => ok(await editor.listTags()));

  app.post('/staff/catalogue/tags', {
    preValidation,
    schema: { tags, summary: 'Creates a tag, listed last; `code` is its address in the shop (list/tag/<code>)', body: z.object({ code: slug, ...tagTexts }), response: wrote(done) },
  }, async (req) => {
    answer(await editor.createTag(staffMemberOf(req), req.body));
    return ok({ saved: true as const });
  });

  app.post('/staff/catalogue/tags/:code', {
    preValidation,
    schema: { tags, summary: 'Renames a tag if it is still at `version`', params: tagParams, body: z.object({ version, ...tagTexts }), response: wrote(z.object({ version: z.number().int() })) },
  }, async (req) => {
    const { version: seen, ...fields } = req.body;
    return ok(answer(await editor.updateTag(staffMemberOf(req), req.params.code, seen, fields)));
  });

  app.post('/staff/catalogue/tags/:code/move', {
    preValidation,
    schema: { tags, summary: 'Moves a tag one place up or down in the shop\'s order', params: tagParams, body: direction, response: wrote(done) },
  }, async (req) => {
    answer(await editor.moveTag(staffMemberOf(req), req.params.code, req.body.direction));
    return ok({ saved: true as const });
  });

  app.post('/staff/catalogue/tags/:code/delete', {
    preValidation,
    schema: { tags, summary: 'Deletes a tag no item carries (409 TAG_IN_USE otherwise)', params: tagParams, response: wrote(done) },
  }, async (req) => {
    answer(await editor.deleteTag(staffMemberOf(req), req.params.code));
    return ok({ saved: true as const });
  });
};
