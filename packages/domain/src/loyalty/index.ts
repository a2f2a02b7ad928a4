export * from './levels.ts';
export * from './stars.ts';
export * from './benefits.ts';
export * from './member-code.ts';
