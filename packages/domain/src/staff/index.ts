export * from './areas.ts';
