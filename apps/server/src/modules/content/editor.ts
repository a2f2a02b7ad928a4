// The home page's carousel slides and specials as the back-office edits them (issue 16):
// list (active or not), create, change, delete. Each change is written with its audit
// entry in one transaction, then announced on the invalidation bus ('catalog': the read
// cache this module shares with the catalogue and every instance's page cache), so the
// home page shows it at once everywhere. Two staff editing the same slide: each edit
// names the version it started from (a digest of the row), and the second to save gets
// CONTENT_CHANGED instead of silently overwriting the first (no version column needed).
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { carouselSlide, media, queryRows, special, type Database, type Executor } from '@eshop/db';
import type { ContentEntry, ContentFields, ContentKind } from '@eshop/domain/contract';
import { recordAudit, type Actor } from '../staff/audit.ts';
import { storeUploadedImage, type ImageUpload } from '../media/upload.ts';

export type { ContentKind };

export type ContentRefusal = 'CONTENT_NOT_FOUND' | 'CONTENT_CHANGED' | 'CONTENT_IMAGE_NOT_FOUND';
type Refused = { ok: false; code: ContentRefusal };

const TABLES = { slides: carouselSlide, specials: special } as const;
const SUBJECT = { slides: 'carousel_slide', specials: 'special' } as const;

type Row = typeof carouselSlide.$inferSelect | typeof special.$inferSelect;

/** Both kinds as one shape (a slide has no body or badge, a special no subtitle). */
function fieldsOf(row: Row): ContentFields {
  return {
    titleEn: row.titleEn, titleZh: row.titleZh,
    subtitleEn: 'subtitleEn' in row ? row.subtitleEn : '', subtitleZh: 'subtitleZh' in row ? row.subtitleZh : '',
    bodyEn: 'bodyEn' in row ? row.bodyEn : '', bodyZh: 'bodyZh' in row ? row.bodyZh : '',
    badgeEn: 'badgeEn' in row ? row.badgeEn : '', badgeZh: 'badgeZh' in row ? row.badgeZh : '',
    link: row.link, sort: row.sort, active: row.active, imageId: row.imageId,
  };
}

/** The columns of `kind` to write from `fields` (only those given). */
function columnsOf(kind: ContentKind, fields: Partial<ContentFields>): Record<string, unknown> {
  const { subtitleEn, subtitleZh, bodyEn, bodyZh, badgeEn, badgeZh, ...common } = fields;
  const own = kind === 'slides' ? { subtitleEn, subtitleZh } : { bodyEn, bodyZh, badgeEn, badgeZh };
  return Object.fromEntries(Object.entries({ ...common, ...own }).filter(([, v]) => v !== undefined));
}

/** The first segments that would make a link point outside the page tree the shop adds it to (/eshop/<lang>/<device>/…). */
const NOT_A_SCREEN = new Set(['pc', 'mobile', 'zh_CN', 'en_US', 'eshop', 'api', 'backoffice']);
const SHOP_LINK = /^[a-z0-9][a-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9._~-]*)*(?:\?[A-Za-z0-9._~=&%+-]*)?$/;

/**
 * A link of a slide or special: a page of the shop relative to the device root, as the
 * storefront's `to()` takes it ('list/cid/1', 'item/12', 'recipe-list', 'search?q=beef'),
 * or '' for the home page. Never a URL of another site, a scheme ('javascript:'), an
 * absolute or protocol-relative path, or '..'.
 */
export function isShopLink(link: string): boolean {
  if (link === '') return true;
  if (link.length > 200 || !SHOP_LINK.test(link)) return false;
  // Every segment starts with a letter or digit, so '.' and '..' cannot appear.
  return !NOT_A_SCREEN.has(link.split(/[/?]/)[0]!);
}

/** What an edit started from: a digest of the row's content (its fields in a fixed order). */
export function versionOf(fields: ContentFields): string {
  const ordered = [fields.titleEn, fields.titleZh, fields.subtitleEn, fields.subtitleZh, fields.bodyEn, fields.bodyZh,
    fields.badgeEn, fields.badgeZh, fields.link, fields.sort, fields.active, fields.imageId];
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url').slice(0, 16);
}

export function createContentEditor(deps: { db: Database; imageUrl: (imageId: string | null) => string; invalidate: () => void }) {
  const { db } = deps;

  const entryOf = (row: Row): ContentEntry => {
    const fields = fieldsOf(row);
    return { id: row.id, ...fields, imageUrl: deps.imageUrl(row.imageId), version: versionOf(fields) };
  };

  /** Locks the row for the change (FOR UPDATE) and returns it, or null. */
  async function locked(tx: Executor, kind: ContentKind, id: number): Promise<Row | null> {
    const [row] = await tx.select().from(TABLES[kind] as typeof carouselSlide).where(eq(TABLES[kind].id, id)).for('update').limit(1);
    return row ?? null;
  }

  async function imageExists(tx: Executor, imageId: string | null | undefined): Promise<boolean> {
    if (imageId === null || imageId === undefined) return true;
    const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, imageId)).limit(1);
    return Boolean(found);
  }

  /** Runs a change; on success the caches of every instance are dropped (after the commit, so no instance reloads the old rows). */
  async function change<T extends { ok: boolean }>(run: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(run);
    if (result.ok) deps.invalidate();
    return result;
  }

  return {
    /** Every slide or special, active or not, in the home page's order. */
    async list(kind: ContentKind): Promise<ContentEntry[]> {
      const table = TABLES[kind];
      const rows = await db.select().from(table as typeof carouselSlide).orderBy(asc(table.sort), asc(table.id));
      return rows.map(entryOf);
    },

    async get(kind: ContentKind, id: number): Promise<ContentEntry | null> {
      const table = TABLES[kind];
      const [row] = await db.select().from(table as typeof carouselSlide).where(eq(table.id, id)).limit(1);
      return row ? entryOf(row) : null;
    },

    /** A new one; without a sort it goes last. */
    async create(actor: Actor, kind: ContentKind, fields: Partial<ContentFields> & { titleEn: string; titleZh: string }): Promise<{ ok: true; id: number } | Refused> {
      return change(async (tx) => {
        if (!(await imageExists(tx, fields.imageId))) return { ok: false as const, code: 'CONTENT_IMAGE_NOT_FOUND' as const };
        const table = TABLES[kind];
        let sort = fields.sort;
        if (sort === undefined) {
          const [last] = await queryRows<{ sort: number }>(tx, sql`select coalesce(max(${table.sort}), 0)::int as sort from ${table}`);
          sort = Math.min((last?.sort ?? 0) + 1, 9999);
        }
        const [row] = await tx.insert(table as typeof carouselSlide).values(columnsOf(kind, { ...fields, sort }) as typeof carouselSlide.$inferInsert).returning();
        await recordAudit(tx, actor, { action: `${SUBJECT[kind]}.create`, subjectType: SUBJECT[kind], subjectId: row!.id, after: columnsOf(kind, fieldsOf(row!)) });
        return { ok: true as const, id: row!.id };
      });
    },

    /**
     * Changes the fields given, if the row is still at `version` (else CONTENT_CHANGED:
     * someone saved in between). Returns the new version.
     */
    async update(actor: Actor, kind: ContentKind, id: number, version: string, fields: Partial<ContentFields>): Promise<{ ok: true; version: string } | Refused> {
      return change(async (tx) => {
        const row = await locked(tx, kind, id);
        if (!row) return { ok: false as const, code: 'CONTENT_NOT_FOUND' as const };
        const before = fieldsOf(row);
        if (versionOf(before) !== version) return { ok: false as const, code: 'CONTENT_CHANGED' as const };
        if (fields.imageId !== before.imageId && !(await imageExists(tx, fields.imageId))) return { ok: false as const, code: 'CONTENT_IMAGE_NOT_FOUND' as const };
        const set = columnsOf(kind, fields);
        if (Object.keys(set).length === 0) return { ok: true as const, version };
        const table = TABLES[kind];
        const [after] = await tx.update(table as typeof carouselSlide).set(set).where(eq(table.id, id)).returning();
        await recordAudit(tx, actor, {
          action: `${SUBJECT[kind]}.update`, subjectType: SUBJECT[kind], subjectId: id,
          before: columnsOf(kind, before), after: columnsOf(kind, fieldsOf(after!)),
        });
        return { ok: true as const, version: versionOf(fieldsOf(after!)) };
      });
    },

    /**
     * A new image for the slide or special: decoded, re-encoded and stored (media/upload.ts)
     * in the same transaction as the change, so a refused file or a missing row stores
     * nothing. Returns the new version (other fields are not touched).
     */
    async setImage(actor: Actor, kind: ContentKind, id: number, upload: ImageUpload): Promise<{ ok: true; version: string; imageId: string } | Refused> {
      return change(async (tx) => {
        const row = await locked(tx, kind, id);
        if (!row) return { ok: false as const, code: 'CONTENT_NOT_FOUND' as const };
        const stored = await storeUploadedImage(tx, upload);
        const table = TABLES[kind];
        const [after] = await tx.update(table as typeof carouselSlide).set({ imageId: stored.id }).where(eq(table.id, id)).returning();
        await recordAudit(tx, actor, {
          action: `${SUBJECT[kind]}.image`, subjectType: SUBJECT[kind], subjectId: id,
          before: { imageId: row.imageId }, after: { imageId: stored.id, width: stored.width, height: stored.height },
        });
        return { ok: true as const, version: versionOf(fieldsOf(after!)), imageId: stored.id };
      });
    },

    async remove(actor: Actor, kind: ContentKind, id: number): Promise<{ ok: true } | Refused> {
      return change(async (tx) => {
        const row = await locked(tx, kind, id);
        if (!row) return { ok: false as const, code: 'CONTENT_NOT_FOUND' as const };
        const table = TABLES[kind];
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, actor, { action: `${SUBJECT[kind]}.delete`, subjectType: SUBJECT[kind], subjectId: id, before: columnsOf(kind, fieldsOf(row)) });
        return { ok: true as const };
      });
    },
  };
}

export type ContentEditor = ReturnType<typeof createContentEditor>;
