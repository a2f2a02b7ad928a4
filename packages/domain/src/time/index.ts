export * from './shanghai.ts';
export * from './display.ts';
