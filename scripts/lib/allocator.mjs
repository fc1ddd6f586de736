// @ts-check
// The backend's memory allocator. Image work (sharp/libvips) frees large blocks from many
// threads; glibc malloc keeps them in per-thread arenas and the process only ever grows, while
// jemalloc hands them back within seconds. Measured with `npm run bench:photos`
// (docs/benchmarks.md, docs/decisions.md).
import { existsSync } from 'node:fs';

/** Where Debian's libjemalloc2 puts the library, for the architectures Node runs on here. */
const JEMALLOC_CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
  '/usr/local/lib/libjemalloc.so.2',
];

/** @returns {string | null} the first libjemalloc.so.2 present */
export function jemallocPath() {
  return JEMALLOC_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * Environment for the backend process: jemalloc preloaded when the library is there, else
 * glibc limited to two arenas (the second best measured; glibc's default never returns memory).
 * @param {string | null} jemalloc path of libjemalloc.so.2, or null
 * @returns {NodeJS.ProcessEnv}
 */
export function backendAllocatorEnv(jemalloc) {
  return jemalloc ? { LD_PRELOAD: jemalloc } : { MALLOC_ARENA_MAX: '2' };
}
