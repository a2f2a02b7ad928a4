// Home-page content: carousel, specials and named segments, in the request's language.
import { asc, eq } from 'drizzle-orm';
import { carouselSlide, contentSegment, special, type Database } from '@eshop/db';
import type { Locale } from '@eshop/domain/i18n';
import type { CarouselSlide, Special } from '@eshop/domain/contract';
import type { ImageUrls } from '../media/urls.ts';
import { pick } from '../../http/locale.ts';
import type { ReadCache } from '../../lib/read-cache.ts';

export function createContentService(deps: { db: Database; images: ImageUrls; cache: ReadCache }) {
  const { db, images, cache } = deps;
  return {
    carousel: (locale: Locale) => cache.get(`carousel:${locale}`, () => carousel(locale)),
    specials: (locale: Locale) => cache.get(`specials:${locale}`, () => specials(locale)),
    segment: (name: string, locale: Locale) => cache.get(`segment:${name}:${locale}`, () => segment(name, locale)),
    /** The URL of a content image (the back-office's editor shows it). */
    imageUrl: (imageId: string | null): string => images.image(imageId),
  };

  async function carousel(locale: Locale): Promise<CarouselSlide[]> {
      const rows = await db.select().from(carouselSlide).where(eq(carouselSlide.active, true)).orderBy(asc(carouselSlide.sort), asc(carouselSlide.id));
      return rows.map((r) => ({
        id: r.id, title: pick(locale, r.titleEn, r.titleZh), subtitle: pick(locale, r.subtitleEn, r.subtitleZh),
        image: images.image(r.imageId), link: r.link,
      }));
  }

  async function specials(locale: Locale): Promise<Special[]> {
      const rows = await db.select().from(special).where(eq(special.active, true)).orderBy(asc(special.sort), asc(special.id));
      return rows.map((r) => ({
        id: r.id, title: pick(locale, r.titleEn, r.titleZh), body: pick(locale, r.bodyEn, r.bodyZh),
        badge: pick(locale, r.badgeEn, r.badgeZh), image: images.image(r.imageId), link: r.link,
      }));
  }

  /** The segment's body in the request's language (bodies are { en_US, zh_CN }), or null. */
  async function segment(name: string, locale: Locale): Promise<unknown> {
      const [row] = await db.select({ body: contentSegment.body }).from(contentSegment).where(eq(contentSegment.name, name)).limit(1);
      if (!row) return null;
      return row.body[locale] ?? row.body.en_US ?? null;
  }
}

export type ContentService = ReturnType<typeof createContentService>;
