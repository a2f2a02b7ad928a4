// Small builders that keep the hand-written catalogue files readable.
// They only produce plain SeedItem / SeedSku values; nothing here touches the database.
import type { SeedArt, SeedItem, SeedSku, Text2 } from './types.ts';

export const t = (en: string, zh: string): Text2 => ({ en, zh });

export type Fact = { label: Text2; value: Text2 };
export type Storage = SeedItem['classified'];

/** Origins shown to shoppers, keyed by ISO 3166 alpha-2. */
export const ORIGIN: Record<string, Text2> = {
  AR: t('Argentina', '阿根廷'),
  AU: t('Australia', '澳大利亚'),
  CA: t('Canada', '加拿大'),
  CH: t('Switzerland', '瑞士'),
  CL: t('Chile', '智利'),
  CN: t('China', '中国'),
  DE: t('Germany', '德国'),
  EC: t('Ecuador', '厄瓜多尔'),
  ES: t('Spain', '西班牙'),
  FR: t('France', '法国'),
  GR: t('Greece', '希腊'),
  IN: t('India', '印度'),
  IT: t('Italy', '意大利'),
  JP: t('Japan', '日本'),
  NL: t('Netherlands', '荷兰'),
  NO: t('Norway', '挪威'),
  NZ: t('New Zealand', '新西兰'),
  US: t('USA', '美国'),
};

/** Made in the retailer's own Shanghai kitchen. */
export const HOUSE_MADE = t('Made in our Shanghai kitchen', '上海门店自制');

/** A shelf price: amounts of 100 RMB and more end in 8 yuan, smaller ones in .80 yuan. */
export function shelfPrice(fen: number): number {
  const yuan = fen / 100;
  if (yuan >= 100) return (Math.round((yuan + 2) / 10) * 10 - 2) * 100;
  return Math.max(80, Math.round((Math.round(yuan - 0.8) + 0.8) * 100));
}

/** Per-kg discount for bigger packs: 5 % for each doubling of weight, at most 15 %. */
const packFactor = (ratio: number): number =>
  ratio <= 1 ? 1 : Math.max(0.85, 1 - 0.05 * Math.log2(ratio));

/** Label of a weight: 250 g / 250克, 1 kg / 1公斤, 1.5 kg / 1.5公斤. */
export function weightSpec(g: number): Text2 {
  if (g >= 1000) {
    const kg = Number((g / 1000).toFixed(2));
    return t(`${kg} kg`, `${kg}公斤`);
  }
  return t(`${g} g`, `${g}克`);
}

/**
 * SKUs sold by weight. `base` is the price of the first (smallest) pack in fen; bigger
 * packs are priced per kg with a small discount. `rows` are [grams, stock] pairs.
 * `offer` (e.g. 1.15) sets a list price that much above the selling price.
 */
export function W(base: number, rows: [number, number][], offer?: number): SeedSku[] {
  const first = rows[0];
  if (!first) throw new Error('W() needs at least one row');
  const g0 = first[0];
  return rows.map(([g, stock]) => {
    const ratio = g / g0;
    const priceFen = ratio === 1 ? base : shelfPrice(base * ratio * packFactor(ratio));
    return {
      spec: weightSpec(g),
      weightG: g,
      priceFen,
      listPriceFen: offer ? shelfPrice(priceFen * offer) : null,
      stock,
    };
  });
}

/** One SKU sold by the piece, bottle, jar or pack. */
export function P(
  en: string,
  zh: string,
  priceFen: number,
  stock: number,
  listPriceFen: number | null = null,
  weightG: number | null = null,
): SeedSku {
  return { spec: t(en, zh), weightG, priceFen, listPriceFen, stock };
}

const STORAGE_TEXT: Record<Storage, Text2> = {
  chilled: t('Chilled at 0-4 °C', '0-4°C冷藏'),
  frozen: t('Frozen at -18 °C or below', '-18°C以下冷冻'),
  ambient: t('Cool, dry place away from sunlight', '阴凉干燥处，避免阳光直射'),
};

export const fact = (labelEn: string, labelZh: string, en: string, zh: string): Fact => ({
  label: t(labelEn, labelZh),
  value: t(en, zh),
});
export const cut = (en: string, zh: string): Fact => fact('Cut', '部位', en, zh);
export const feeding = (en: string, zh: string): Fact => fact('Feeding', '饲养方式', en, zh);
export const days = (n: number): Fact => fact('Shelf life', '保质期', `${n} days`, `${n}天`);
export const months = (n: number): Fact => fact('Shelf life', '保质期', `${n} months`, `${n}个月`);
export const grape = (en: string, zh: string): Fact => fact('Grape', '葡萄品种', en, zh);
export const region = (en: string, zh: string): Fact => fact('Region', '产区', en, zh);
export const abv = (pct: number): Fact => fact('Alcohol', '酒精度', `${pct}% vol`, `${pct}% vol`);
export const serves = (en: string, zh: string): Fact => fact('Serves', '建议份量', en, zh);
export const contents = (en: string, zh: string): Fact => fact('Contents', '内含', en, zh);

export interface ItemDef {
  code: string;
  cat: string;
  /** [English, Chinese] name. */
  n: [string, string];
  /** [English, Chinese] description. */
  d: [string, string];
  cc: string;
  /** Origin text when more specific than the country. */
  origin?: Text2;
  brand?: string | null;
  cls: Storage;
  tags?: string[];
  /** Extra fact rows; a Storage row derived from `cls` is put first. */
  facts?: Fact[];
  skus: SeedSku[];
  sold: number;
  art?: SeedArt;
}

export function item(x: ItemDef): SeedItem {
  const origin = x.origin ?? ORIGIN[x.cc];
  if (!origin) throw new Error(`unknown origin country ${x.cc} (${x.code})`);
  const out: SeedItem = {
    code: x.code,
    category: x.cat,
    name: t(x.n[0], x.n[1]),
    description: t(x.d[0], x.d[1]),
    origin,
    originCountry: x.cc,
    brand: x.brand ?? null,
    classified: x.cls,
    tags: x.tags ?? [],
    facts: [{ label: t('Storage', '储存'), value: STORAGE_TEXT[x.cls] }, ...(x.facts ?? [])],
    skus: x.skus,
    sold: x.sold,
  };
  if (x.art) out.art = x.art;
  return out;
}
