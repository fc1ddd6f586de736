export * from './http-logging';
export * from './env-config';
export * from './base-env-config';
export * from './error-messages';
export * from './validation-fields';
export * from './redis-errors';
export * from './unavailable-errors';
export * from './fail-fast-redis';
