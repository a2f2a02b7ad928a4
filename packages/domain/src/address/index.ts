export * from './regions.ts';
export * from './pickup.ts';
