// The whole Drizzle schema. One file per business area; later areas (members, sessions,
// carts, orders, payments, vouchers, star ledger, favourites, reviews, requests) add a
// file here and a new migration (`npm run db:generate`).
export * from './columns.ts';
export * from './media.ts';
export * from './catalog.ts';
export * from './stores.ts';
export * from './content.ts';
export * from './recipes.ts';
export * from './accounts.ts';
export * from './account-verification.ts';
export * from './cart.ts';
export * from './sandbox.ts';
export * from './vouchers.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './deliveries.ts';
export * from './staff.ts';
export * from './favourites.ts';
export * from './outbox.ts';
export * from './loyalty.ts';
export * from './star-shop.ts';
export * from './after-sales.ts';
