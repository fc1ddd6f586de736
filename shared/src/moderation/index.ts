export * from './report-dto';
export * from './moderation-dto';
