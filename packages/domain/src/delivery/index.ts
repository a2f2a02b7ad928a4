export * from './delivery.ts';
