export * from './vouchers.ts';
export * from './campaign.ts';
