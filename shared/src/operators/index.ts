export * from './operator-dto';
