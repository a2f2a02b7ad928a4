export * from './status.ts';
export * from './transitions.ts';
export * from './desk.ts';
