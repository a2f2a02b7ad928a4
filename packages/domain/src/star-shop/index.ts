export * from './redemption.ts';
