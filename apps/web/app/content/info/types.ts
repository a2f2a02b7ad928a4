// The shape of an information page's words (about/*, productmesg/*): structured blocks
// in both languages, rendered by components/info/InfoBlocks.tsx (docs/decisions/0017).
import type { Locale } from '@eshop/domain/i18n';

export type InfoBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'table'; caption?: string; head: string[]; rows: string[][] }
  | { type: 'faq'; items: { q: string; a: string }[] }
  /** A highlighted remark (a rule the shopper must not miss). */
  | { type: 'note'; text: string }
  /** Label/value pairs (a definition list). */
  | { type: 'facts'; items: { label: string; value: string }[] }
  /** Links to other screens of the shop (paths as in `to()`, e.g. 'about/workshops'). */
  | { type: 'links'; items: { label: string; path: string }[] };

export interface InfoSection {
  heading: string;
  blocks: InfoBlock[];
}

export interface InfoContent {
  /** The opening paragraph under the page title. */
  lead: string;
  sections: InfoSection[];
}

/** A link from a product guide to a product list that exists in the catalogue. */
export interface ShopLink {
  /** Screen path, e.g. 'list/cname/beef' or 'list/tag/steak'. */
  path: string;
  label: string;
}

export interface ProductGuide extends InfoContent {
  links: ShopLink[];
}

export type Bilingual<T> = Record<Locale, T>;
