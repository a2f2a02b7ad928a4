export * from './items.ts';
export * from './paging.ts';
export * from './images.ts';
export * from './editing.ts';
