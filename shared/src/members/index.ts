export * from './member-types';
export * from './member-dto';
export * from './search-rules';
export * from './likes';
