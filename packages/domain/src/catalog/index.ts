export * from './items.ts';
export * from './paging.ts';
export * from './images.ts';
export * from './editing.ts';
export * from './unit-price.ts';
export * from './list-filters.ts';
