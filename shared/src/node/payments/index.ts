export * from './payment-provider';
export * from './payment-ledger';
