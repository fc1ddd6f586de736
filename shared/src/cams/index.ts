export * from './cam-types';
