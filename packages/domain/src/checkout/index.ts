export * from './pricing.ts';
export * from './nearest-store.ts';
