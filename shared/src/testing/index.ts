// Helpers for the apps' tests only: a TCP proxy that cuts a service off, a private Redis, free
// ports, a local Mollie-like HTTPS server, a freshly migrated database of a test's own.
// Imported as `@amoretto/shared/testing` (Jest and the specs' type check map it to these
// sources); kept out of `@amoretto/shared/db` and `@amoretto/shared/node` and out of shared's
// build, so the shipped apps never load test code.
export * from './fault-testing';
export * from './fake-mollie-server';
export * from './isolated-database';
export * from './test-push-service';
export * from './redis-topologies';
export * from './s3-test-server';
export * from './site-nginx';
export * from './app-process';
