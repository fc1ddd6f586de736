// @ts-check
// `npm run build`, skipped when no build input changed since the last successful build:
// the Vite build costs seconds on every run even when nothing changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { dataDir, ensureDataDirs, rootDir } from './paths.mjs';
import { makeLogger, runCommand } from './proc.mjs';

/** @typedef {import('./proc.mjs').Log} Log */

const stampFile = join(dataDir, 'build-stamp');
const sourceDirs = ['shared', 'backend', 'gateway', 'workers', 'frontend'];
const rootInputs = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'];
/** Build outputs and caches, which the build itself rewrites. */
const skippedDirs = new Set(['node_modules', 'dist', 'coverage', 'test-results']);
/** What the stack scripts run; if one is missing the build must run whatever the stamp says. */
export const buildOutputs = [
  'backend/dist/main.js',
  'backend/dist/cli.js',
  'gateway/dist/main.js',
  'workers/dist/main.js',
  'frontend/dist/index.html',
];

/**
 * Path, size and mtime of every build input, hashed.
 * @returns {string}
 */
function fingerprint() {
  const hash = createHash('sha256');
  /** @param {string} file */
  const add = (file) => {
    try {
      const st = statSync(file);
      hash.update(`${relative(rootDir, file)}\0${st.size}\0${st.mtimeMs}\n`);
    } catch {
      hash.update(`${relative(rootDir, file)}\0missing\n`);
    }
  };
  /** @param {string} dir */
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        // Dot directories are caches (.vite, .turbo); dot files (.env) are inputs.
        if (!skippedDirs.has(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (!entry.name.endsWith('.tsbuildinfo') && !/\.gen\.[jt]sx?$/.test(entry.name)) {
        // Generated files (the router's route tree) are rewritten by every build.
        add(full);
      }
    }
  };
  for (const file of rootInputs) add(join(rootDir, file));
  for (const dir of sourceDirs) walk(join(rootDir, dir));
  return hash.digest('hex');
}

/**
 * Runs `npm run build` unless the outputs exist and no input changed since the last
 * successful build.
 * @param {{ log?: Log }} [opts]
 */
export async function buildIfChanged({ log = makeLogger('build') } = {}) {
  const print = fingerprint();
  let previous = '';
  try {
    previous = readFileSync(stampFile, 'utf8').trim();
  } catch {
    /* first build */
  }
  const outputsPresent = buildOutputs.every((file) => existsSync(join(rootDir, file)));
  if (previous === print && outputsPresent) {
    log('build is up to date');
    return;
  }
  log('npm run build');
  rmSync(stampFile, { force: true });
  await runCommand('npm', ['run', 'build'], { label: 'build' });
  ensureDataDirs();
  // The fingerprint taken before the build: an edit made during the build triggers the next one.
  writeFileSync(stampFile, `${print}\n`);
}
