// Public API of @eshop/domain: pure business rules, no I/O, no clock.
export * from './time/shanghai.ts';
export * from './money/index.ts';
export * from './loyalty/index.ts';
export * from './star-shop/index.ts';
export * from './shipping/index.ts';
export * from './delivery/index.ts';
export * from './orders/index.ts';
export * from './catalog/index.ts';
export * from './cart/index.ts';
export * from './i18n/index.ts';
export * from './validation/index.ts';
export * from './after-sales/index.ts';
