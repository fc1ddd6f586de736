export * from './account-dto';
export * from './account-types';
export * from './email-suggestion';
export * from './account-mail';
export * from './push-dto';
export * from './mail-links';
export * from './campaign';
export * from './signups-open';
