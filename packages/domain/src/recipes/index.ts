export * from './scale.ts';
export * from './filters.ts';
export type * from './contract.ts';
export * from './captions.ts';
