export * from './chat-types';
export * from './chat-dto';
export * from './pricing';
export * from './gifts';
export * from './chat-send-result';
export * from './send-checks';
export * from './send-rate';
