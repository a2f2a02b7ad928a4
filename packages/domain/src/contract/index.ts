export type * from './catalog.ts';
export type * from './account.ts';
