// Shapes of the back-office's catalogue calls (issue 16; staff/catalogue in
// apps/server/src/modules/catalog/staff-routes.ts): an item's and a size's fields as the team
// edits them, and the items, sizes, images, categories and tags as the calls answer them.
// Types only: the server's zod schemas and /api/openapi.json are the reference. Prices in fen.
import type { Classification } from '../catalog/editing.ts';

export type FactInput = { labelEn: string; labelZh: string; valueEn: string; valueZh: string };

export interface ItemFields {
  code: string;
  categoryId: number;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  originEn: string;
  originZh: string;
  originCountry: string | null;
  brand: string | null;
  classified: Classification;
  published: boolean;
  tags: string[];
  facts: FactInput[];
}

export interface SkuFields {
  specEn: string;
  specZh: string;
  priceFen: number;
  listPriceFen: number | null;
  weightG: number | null;
  stock: number;
}

export interface StaffItemRow {
  itemId: number; code: string; nameEn: string; nameZh: string; categoryId: number; categoryEn: string; categoryZh: string;
  published: boolean; soldOut: boolean; skuCount: number; minPriceFen: number | null; maxPriceFen: number | null; stock: number; thumbnail: string;
}

export interface StaffSku extends SkuFields { skuId: number; version: number; soldOut: boolean }
export interface StaffImage { imageId: string; url: string; width: number; height: number }

export interface StaffItem extends Omit<ItemFields, 'published'> {
  itemId: number;
  published: boolean;
  version: number;
  updatedAt: string;
  categoryEn: string;
  categoryZh: string;
  skus: StaffSku[];
  images: StaffImage[];
}

export interface StaffCategory {
  categoryId: number; code: string; nameEn: string; nameZh: string; blurbEn: string; blurbZh: string;
  sort: number; image: string | null; itemCount: number; version: number;
}

export interface StaffTag { code: string; nameEn: string; nameZh: string; sort: number; itemCount: number; version: number }
