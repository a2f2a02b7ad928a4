export * from './shipping.ts';
