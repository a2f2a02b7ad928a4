// Response shapes of the back-office's content calls (issue 16; staff/content in
// apps/server/src/modules/content/staff-routes.ts): the home page's carousel slides and
// specials, both kinds in one shape. Types only: the server's zod schemas and
// /api/openapi.json are the reference.

export type ContentKind = 'slides' | 'specials';

/** The fields of a slide (subtitle) and of a special (body, badge), both languages. */
export interface ContentFields {
  titleEn: string;
  titleZh: string;
  subtitleEn: string;
  subtitleZh: string;
  bodyEn: string;
  bodyZh: string;
  badgeEn: string;
  badgeZh: string;
  /** A shop path ('list/cid/1', 'item/12'); '' = the home page. */
  link: string;
  sort: number;
  active: boolean;
  imageId: string | null;
}

export type ContentEntry = { id: number; imageUrl: string; version: string } & ContentFields;
