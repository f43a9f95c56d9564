export * from './pricing/money.ts';
