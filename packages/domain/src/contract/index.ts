export type * from './catalog.ts';
