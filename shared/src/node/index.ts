export * from './http-logging';
export * from './env-config';
