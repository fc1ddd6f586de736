export * from './photo-store';
export * from './disk-photo-store';
export * from './s3-photo-store';
export * from './photo-store-settings';
