export * from './member-types';
export * from './member-dto';
export * from './search-rules';
export * from './likes';
export * from './swipe-game';
export * from './swipe-rules';
export * from './match-finder';
