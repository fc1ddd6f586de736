import { Foundation1795329378955 } from './1795329378955-foundation';
import { SeedSites1795329400000 } from './1795329400000-seed-sites';

// Every migration, in order. A released migration is never edited; add a new one.
export const MIGRATIONS = [Foundation1795329378955, SeedSites1795329400000];
