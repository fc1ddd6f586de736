export * from './email-notification-rules';
export * from './notification-settings-dto';
