export * from './complaint-dto';
