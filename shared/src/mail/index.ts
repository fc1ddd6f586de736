export * from './mail-content';
