export * from './display-name.ts';
