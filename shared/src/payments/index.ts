export * from './payment-methods';
export * from './payment-types';
export * from './price-rules';
export * from './discount-api';
export * from './time-bonus-rules';
export * from './direct-debit-dto';
