export * from './postback-rules';
