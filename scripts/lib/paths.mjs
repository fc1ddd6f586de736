// @ts-check
// Where the stack scripts keep their state. Everything lives under `.data/` (git-ignored)
// so a `rm -rf .data` returns the checkout to a clean slate.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dataDir = join(rootDir, '.data');
/** PID files of everything we start, plus the Postgres socket directory. */
export const runDir = join(dataDir, 'run');
/** Output of servers that outlive the script that started them. */
export const logDir = join(dataDir, 'logs');

/** @param {string} name */
export function pidFilePath(name) {
  return join(runDir, `${name}.pid`);
}

/** Creates `.data`, `.data/run` and `.data/logs` if missing. */
export function ensureDataDirs() {
  for (const dir of [dataDir, runDir, logDir]) mkdirSync(dir, { recursive: true });
}
