export {
  seed,
  reseed,
  renderSeedImages,
  validateSeedData,
  slug,
  itemImageId,
  categoryImageId,
  recipeImageId,
  giftImageId,
  slideImageId,
  specialImageId,
  PLACEHOLDER_IMAGE_ID,
  SEEDED_TABLES,
  type SeedOptions,
  type SeedSummary,
  type SeedCounts,
} from './seed.ts';
export type { SeedData, SeedContent } from './data/model.ts';
export { renderSoldOut, renderScene, productScene, placeholderScene, type RenderedImage } from './images.ts';
