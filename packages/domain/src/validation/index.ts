export * from './messages.ts';
export * from './account.ts';
