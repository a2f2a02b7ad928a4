export * from './delivery.ts';
export * from './courier-status.ts';
