export * from './constants';
export * from './vocabularies';
export * from './errors';
export * from './events';
export * from './jobs';
export * from './settings';
export * from './regions';
export * from './no-nul';
export * from './ids';
export * from './input-depth';

export * from './locale';
export * from './accounts';
export * from './members';
export * from './chats';
export * from './payments';
