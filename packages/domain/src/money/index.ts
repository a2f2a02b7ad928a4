export * from './money.ts';
export * from './prorate.ts';
