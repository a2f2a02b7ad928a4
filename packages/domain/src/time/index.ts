export * from './shanghai.ts';
