export * from './site-tags';
export * from './collect-dto';
