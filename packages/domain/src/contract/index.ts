export type * from './catalog.ts';
export type * from './account.ts';
export type * from './cart.ts';
export type * from './orders.ts';
export type * from './loyalty.ts';
export type * from './star-shop.ts';
export type * from './after-sales.ts';
