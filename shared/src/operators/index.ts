export * from './operator-dto';
export * from './support-dto';
export * from './campaign-dto';
export * from './fictional-audit';
export * from './fictional-dto';
export * from './trust-dto';
