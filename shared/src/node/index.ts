export * from './http-logging';
export * from './env-config';
export * from './base-env-config';
