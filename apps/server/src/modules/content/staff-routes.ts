// The back-office's content calls (issue 16): the home page's carousel slides and
// specials — list, one, create, change (with the version it started from), delete.
// Admins only (requireArea 'content', before the input is read). A change shows on the
// home page at once on every instance (the editor drops the caches through the bus).
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { idSchema } from '@eshop/domain/validation';
import type { Database } from '@eshop/db';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { MAX_IMAGE_BYTES, readImageUploads, withImageUploads, type ImageUpload } from '../media/upload.ts';
import type { ContentService } from './service.ts';
import type { InvalidationBus } from '../../shared-state/index.ts';
import type { StaffService } from '../staff/service.ts';
import { requireArea, staffMemberOf, staffTags } from '../staff/auth.ts';
import { createContentEditor, isShopLink, type ContentKind, type ContentRefusal } from './editor.ts';

const title = z.string({ error: 'CONTENT_TITLE_REQUIRED' }).trim().min(1, 'CONTENT_TITLE_REQUIRED').max(80, 'CONTENT_TITLE_TOO_LONG');
const subtitle = z.string().trim().max(160, 'CONTENT_SUBTITLE_TOO_LONG');
const body = z.string().trim().max(400, 'CONTENT_BODY_TOO_LONG');
const badge = z.string().trim().max(20, 'CONTENT_BADGE_TOO_LONG');
const link = z.string().trim().refine(isShopLink, 'CONTENT_LINK_INVALID')
  .describe("A page of the shop below the device root: 'list/cid/1', 'item/12', 'recipe-list'; '' = the home page. Never a URL");
const sort = z.union([z.int(), z.string().trim().regex(/^\d{1,4}$/).transform(Number)], { error: 'CONTENT_SORT_INVALID' })
  .pipe(z.int().min(0, 'CONTENT_SORT_INVALID').max(9999, 'CONTENT_SORT_INVALID'))
  .describe('Place on the home page, lowest first (0-9999)');
const active = z.boolean({ error: 'INVALID_FIELD' }).describe('Shown on the home page');
const imageId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'CONTENT_IMAGE_NOT_FOUND').nullable().describe('A stored image (media id); null = none');
const version = z.string().min(1).max(64).describe('The version the edit started from (from the list or the entry): a change in between is refused with 409 CONTENT_CHANGED');

const common = { titleEn: title, titleZh: title, link: link.optional(), sort: sort.optional(), active: active.optional(), imageId: imageId.optional() };
const own = {
  slides: { subtitleEn: subtitle.optional(), subtitleZh: subtitle.optional() },
  specials: { bodyEn: body.optional(), bodyZh: body.optional(), badgeEn: badge.optional(), badgeZh: badge.optional() },
} as const;

const entrySchema = z.object({
  id: z.number().int(),
  titleEn: z.string(), titleZh: z.string(),
  subtitleEn: z.string().describe('Slides'), subtitleZh: z.string().describe('Slides'),
  bodyEn: z.string().describe('Specials'), bodyZh: z.string().describe('Specials'),
  badgeEn: z.string().describe('Specials'), badgeZh: z.string().describe('Specials'),
  link: z.string(), sort: z.number().int(), active: z.boolean(),
  imageId: z.string().nullable(), imageUrl: z.string(),
  version: z.string(),
});

/** One image from a back-office page without JavaScript: base64 in JSON (the in-process transport carries no multipart). */
const base64Image = z.object({ images: z.array(z.object({ filename: z.string().max(255), data: z.base64() })).length(1) });

/** The one file of an upload: multipart field `image`, or the page's base64 JSON. */
async function uploadOf(req: FastifyRequest): Promise<ImageUpload> {
  if (req.isMultipart()) {
    const { files } = await readImageUploads(req);
    if (files.length > 1) throw new AppError('IMAGE_TOO_MANY', { max: '1' });
    return files[0]!;
  }
  const parsed = base64Image.safeParse(req.body ?? {});
  if (!parsed.success) throw new AppError('IMAGE_REQUIRED');
  const [file] = parsed.data.images;
  const upload = { filename: file!.filename, buffer: Buffer.from(file!.data, 'base64') };
  if (upload.buffer.length > MAX_IMAGE_BYTES) throw new AppError('IMAGE_TOO_BIG');
  if (/[/\\\0]|\.\./.test(upload.filename)) throw new AppError('IMAGE_NAME_INVALID');
  if (upload.buffer.length === 0) throw new AppError('IMAGE_REQUIRED');
  return upload;
}

const NAMES: Record<ContentKind, string> = { slides: 'carousel slide', specials: 'special' };

const refuse = (code: ContentRefusal): never => { throw new AppError(code); };

export const contentStaffRoutes = (deps: { staff: StaffService; db: Database; content: Pick<ContentService, 'imageUrl'>; sharedState: { invalidations: InvalidationBus } }): FastifyPluginAsyncZod => async (app) => {
  const editor = createContentEditor({
    db: deps.db,
    imageUrl: deps.content.imageUrl,
    // The content's reads share the catalogue's read cache; 'catalog' drops it and the page cache on every instance.
    invalidate: () => deps.sharedState.invalidations.publish('catalog'),
  });
  const admin = requireArea(deps.staff, 'content');
  const tags = staffTags('content');
  const params = z.object({ id: idSchema });

  for (const kind of ['slides', 'specials'] as const) {
    const base = `/staff/content/${kind}`;
    const name = NAMES[kind];
    const fields = { ...common, ...own[kind] };

    app.get(base, {
      preValidation: admin,
      schema: { tags, summary: `Every ${name}, active or not, in the home page's order`, response: { 200: envelope(z.array(entrySchema)), 403: failure } },
    }, async () => ok(await editor.list(kind)));

    app.get(`${base}/:id`, {
      preValidation: admin,
      schema: { tags, summary: `One ${name}`, params, response: { 200: envelope(entrySchema), 400: failure, 403: failure, 404: failure } },
    }, async (req) => {
      const entry = await editor.get(kind, req.params.id);
      if (!entry) throw new AppError('CONTENT_NOT_FOUND');
      return ok(entry);
    });

    app.post(base, {
      preValidation: admin,
      schema: {
        tags, summary: `Creates a ${name} (without a sort it goes last); the home page shows it at once`,
        body: z.object(fields),
        response: { 200: envelope(z.object({ id: z.number().int() })), 400: failure, 403: failure },
      },
    }, async (req) => {
      const r = await editor.create(staffMemberOf(req), kind, req.body);
      if (!r.ok) return refuse(r.code);
      return ok({ id: r.id });
    });

    app.post(`${base}/:id`, {
      preValidation: admin,
      schema: {
        tags, summary: `Changes the fields given of a ${name}, if nobody changed it since \`version\` (else 409 CONTENT_CHANGED)`,
        params,
        body: z.object({ ...fields, titleEn: title.optional(), titleZh: title.optional(), version }),
        response: { 200: envelope(z.object({ version: z.string() })), 400: failure, 403: failure, 404: failure, 409: failure },
      },
    }, async (req) => {
      const { version: from, ...change } = req.body;
      const r = await editor.update(staffMemberOf(req), kind, req.params.id, from, change);
      if (!r.ok) return refuse(r.code);
      return ok({ version: r.version });
    });

    app.post(`${base}/:id/delete`, {
      preValidation: admin,
      schema: {
        tags, summary: `Deletes a ${name}; the home page drops it at once`,
        params,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), 400: failure, 403: failure, 404: failure },
      },
    }, async (req) => {
      const r = await editor.remove(staffMemberOf(req), kind, req.params.id);
      if (!r.ok) return refuse(r.code);
      return ok({ deleted: true as const });
    });
  }

  // Images: multipart is parsed in this scope only, with the image limits (media/upload.ts).
  await app.register(async (plain) => {
    await withImageUploads(plain);
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    for (const kind of ['slides', 'specials'] as const) {
      scoped.post(`/staff/content/${kind}/:id/image`, {
        preValidation: admin,
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          tags, summary: `Sets the ${NAMES[kind]}'s image: one file (multipart field \`image\`, or JSON \`{ images: [{ filename, data: <base64> }] }\`), JPEG, PNG or WebP up to 5 MB, re-encoded by the server`,
          params,
          response: { 200: envelope(z.object({ imageId: z.string(), version: z.string() })), 400: failure, 403: failure, 404: failure, 413: failure },
        },
      }, async (req) => {
        const r = await editor.setImage(staffMemberOf(req), kind, req.params.id, await uploadOf(req));
        if (!r.ok) return refuse(r.code);
        return ok({ imageId: r.imageId, version: r.version });
      });
    }
  });
};
