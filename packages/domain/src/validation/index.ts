export * from './messages.ts';
export * from './account.ts';
export * from './ids.ts';
export * from './mobile.ts';
