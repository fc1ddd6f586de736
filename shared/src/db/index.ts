export * from './entities';
export * from './data-source';
export { MIGRATIONS } from './migrations';
export { SITE_SEED } from './seeds/sites.data';
export { COMPANY_SEED } from './seeds/company.data';
export * from './session-keys';
export * from './outbox';
export * from './account-tokens';
