// Where Debian's libjemalloc2 puts the library, for each architecture Node images ship on.
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
  '/usr/local/lib/libjemalloc.so.2',
];

/** The first libjemalloc.so.2 present, or null. */
export function jemallocPath() {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}
