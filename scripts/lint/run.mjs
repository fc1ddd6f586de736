// @ts-check
// The guardrails `npm test` runs before the tests: ESLint, Prettier's check and the import rules
// of .dependency-cruiser.cjs. Each runs even when an earlier one failed, so one run shows every
// kind of problem; the exit code is non-zero when any failed.
// Usage: node scripts/lint/run.mjs [--fix]   (--fix lets ESLint and Prettier rewrite files)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../lib/paths.mjs';
import { ensureNode } from '../lib/runtime.mjs';

const fix = process.argv.includes('--fix');
// The project's Node 24 (dependency-cruiser needs 22+), also when `npm run lint` was started on
// the machine's older Node.
const { node } = await ensureNode({ log: () => undefined });
const bin = (/** @type {string} */ path) => join(rootDir, 'node_modules', path);
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
// The apps' sources and tests; dependency-cruiser follows imports from these.
const CRUISED = ['backend/src', 'gateway/src', 'workers/src', 'frontend/src', 'shared/src', 'e2e'];

/**
 * The repository's code files as git sees them (tracked, or new and not ignored): build output,
 * stray compiler output and other ignored files are never linted.
 */
function codeFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: rootDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter((file) => CODE.test(file) && existsSync(join(rootDir, file)));
}

/**
 * @param {string} name
 * @param {string[]} args arguments to Node
 * @returns {boolean} whether the check passed
 */
function check(name, args) {
  console.log(`[lint] ${name}`);
  const result = spawnSync(node, args, { cwd: rootDir, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`[lint] ${name}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
}

const files = codeFiles();
const results = [
  check('eslint', [bin('eslint/bin/eslint.js'), '--max-warnings=0', ...(fix ? ['--fix'] : []), '--no-warn-ignored', ...files]),
  check('prettier', [bin('prettier/bin/prettier.cjs'), fix ? '--write' : '--check', '--log-level=warn', ...files]),
  check('dependency rules', [
    bin('dependency-cruiser/bin/dependency-cruiser.mjs'),
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
    ...CRUISED,
  ]),
];
process.exit(results.every(Boolean) ? 0 : 1);
