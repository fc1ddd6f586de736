export * from './poll-keys';
export * from './poll-payload';
export * from './poll-version-bump';
export * from './refetching-events';
export * from './poll-version-listener';
