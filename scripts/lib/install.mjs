// @ts-check
// Makes a fresh clone runnable: npm dependencies, Debian packages, VAPID keys.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { jemallocPath } from './allocator.mjs';
import { dataDir, ensureDataDirs, rootDir } from './paths.mjs';
import { isRoot, makeLogger, runCommand, SetupError } from './proc.mjs';

/** @typedef {import('./proc.mjs').Log} Log */

const defaultLog = makeLogger('setup');
const nodeModules = join(rootDir, 'node_modules');
const lockFile = join(rootDir, 'package-lock.json');
/** Lives inside node_modules so that deleting node_modules also forgets it. */
const lockHashMarker = join(nodeModules, '.amoretto-lock-hash');

/** @param {string} file */
function sha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** @param {string} file */
function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** @param {string} file */
function readText(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Runs `npm install` when node_modules is missing or out of date with package-lock.json.
 * The lock file's hash is recorded after each install, so a lock that was only touched (a
 * checkout) never reinstalls; a changed lock reinstalls unless npm itself just installed
 * it (node_modules/.package-lock.json at least as new as the lock).
 * @param {{ log?: Log }} [opts]
 */
export async function ensureInstalled({ log = defaultLog } = {}) {
  const installedLock = join(nodeModules, '.package-lock.json');
  const lockHash = sha256(lockFile);
  let reason = '';
  if (!existsSync(nodeModules)) {
    reason = 'node_modules is missing';
  } else if (readText(lockHashMarker) !== lockHash) {
    if (mtimeOf(installedLock) < mtimeOf(lockFile)) reason = 'package-lock.json changed';
  }
  if (!reason) {
    if (readText(lockHashMarker) !== lockHash) writeFileSync(lockHashMarker, `${lockHash}\n`);
    return;
  }
  // `npm install`, not `npm ci`: npm 11 writes lock files without the other platforms'
  // optional binaries (@swc/core-darwin-*, …) and then `npm ci` refuses them as out of
  // sync. With a lock present, `npm install` installs exactly the locked versions.
  log(`${reason}: running npm install`);
  await runCommand('npm', ['install', '--no-audit', '--no-fund'], { cwd: rootDir });
  mkdirSync(nodeModules, { recursive: true });
  writeFileSync(lockHashMarker, `${sha256(lockFile)}\n`);
}

let aptUpdated = false;

/**
 * Installs Debian packages when we are root; otherwise explains what to install and
 * fails with a SetupError (the scripts print it and exit non-zero).
 * @param {string[]} packages
 * @param {string} what human description of what is missing
 * @param {Log} log
 */
export async function aptInstall(packages, what, log) {
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!isRoot()) {
    throw new SetupError(`${what} not found. Install it with:\n  sudo apt-get update && sudo ${command}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log(`${what} not found: running ${command}`);
  if (!aptUpdated) {
    await runCommand('apt-get', ['update'], { env, label: 'apt' });
    aptUpdated = true;
  }
  await runCommand('apt-get', ['install', '-y', ...packages], { env, label: 'apt' });
}

const chromiumPath = '/usr/bin/chromium';

/**
 * Makes sure Debian's Chromium (the browser the e2e tests drive) is installed.
 * @param {{ log?: Log }} [opts]
 * @returns {Promise<string>} path of the browser binary
 */
export async function ensureChromium({ log = defaultLog } = {}) {
  if (existsSync(chromiumPath)) return chromiumPath;
  await aptInstall(['chromium'], 'Chromium (/usr/bin/chromium)', log);
  if (!existsSync(chromiumPath)) throw new SetupError(`apt-get installed chromium but ${chromiumPath} is missing`);
  return chromiumPath;
}

/**
 * jemalloc for the backend (see allocator.mjs): installed with apt-get when we are root. It is
 * an improvement, not a requirement: without it (not root, no network, another distribution)
 * the backend runs on glibc malloc with two arenas, and this says how to install it.
 * @param {{ log?: Log }} [opts]
 * @returns {Promise<string | null>} path of libjemalloc.so.2, or null
 */
export async function ensureJemalloc({ log = defaultLog } = {}) {
  const found = jemallocPath();
  if (found) return found;
  const fallback = 'the backend runs on glibc malloc with MALLOC_ARENA_MAX=2 instead';
  if (!isRoot()) {
    log(`jemalloc (libjemalloc2) not found: ${fallback}; install it with: sudo apt-get install -y libjemalloc2`);
    return null;
  }
  try {
    await aptInstall(['libjemalloc2'], 'jemalloc (libjemalloc2)', log);
  } catch (err) {
    log(`could not install libjemalloc2 (${err instanceof Error ? err.message : String(err)}): ${fallback}`);
    return null;
  }
  return jemallocPath();
}

const nginxDir = join(dataDir, 'nginx');
const nginxLocalBin = join(nginxDir, 'usr', 'sbin', 'nginx');
/** Debian's brotli_static module (serves the build's .br files), beside the binary as Debian lays it out. */
const nginxBrotliModule = (/** @type {string} */ bin) =>
  join(dirname(dirname(bin)), 'lib', 'nginx', 'modules', 'ngx_http_brotli_static_module.so');
const nginxPackages = ['nginx', 'libnginx-mod-http-brotli-static'];

/**
 * An nginx binary, with the brotli_static module, for the test that serves the build with
 * deploy/nginx.conf. The machine's own when it has both; otherwise Debian's packages unpacked
 * under .data/nginx, never installed: installing would start a system nginx on port 80.
 * @param {{ log?: Log }} [opts]
 * @returns {Promise<string>} path of the nginx binary
 */
export async function ensureNginx({ log = defaultLog } = {}) {
  for (const candidate of ['/usr/sbin/nginx', nginxLocalBin]) {
    if (existsSync(candidate) && existsSync(nginxBrotliModule(candidate))) return candidate;
  }
  mkdirSync(nginxDir, { recursive: true });
  log("nginx with brotli_static not found: unpacking Debian's packages under .data/nginx");
  const download = () => runCommand('apt-get', ['download', ...nginxPackages], { cwd: nginxDir, label: 'apt' });
  try {
    await download();
  } catch (err) {
    // A fresh machine may have no package lists yet.
    if (!isRoot()) throw err;
    await runCommand('apt-get', ['update'], { label: 'apt' });
    aptUpdated = true;
    await download();
  }
  for (const name of nginxPackages) {
    const deb = readdirSync(nginxDir).find((file) => file.startsWith(`${name}_`) && file.endsWith('.deb'));
    if (!deb) throw new SetupError(`apt-get download ${name} left no package in .data/nginx`);
    await runCommand('dpkg', ['-x', join(nginxDir, deb), nginxDir], { label: 'dpkg' });
  }
  if (!existsSync(nginxLocalBin)) throw new SetupError('the nginx package has no usr/sbin/nginx');
  if (!existsSync(nginxBrotliModule(nginxLocalBin))) throw new SetupError('the brotli_static package has no module file');
  return nginxLocalBin;
}

/** @typedef {{ publicKey: string, privateKey: string }} VapidKeys */

const vapidFile = join(dataDir, 'vapid.json');

/**
 * Web push keys, generated once per checkout (push subscriptions are bound to the
 * public key, so regenerating them would silently break existing subscriptions).
 * Needs node_modules (web-push), so call it after ensureInstalled().
 * @param {{ log?: Log }} [opts]
 * @returns {Promise<VapidKeys>}
 */
export async function ensureVapidKeys({ log = defaultLog } = {}) {
  try {
    const saved = JSON.parse(readFileSync(vapidFile, 'utf8'));
    if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string') {
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
    }
  } catch {
    /* missing or unreadable: generate below */
  }
  /** @type {{ generateVAPIDKeys(): VapidKeys }} */
  let webPush;
  try {
    webPush = createRequire(join(rootDir, 'package.json'))('web-push');
  } catch {
    webPush = createRequire(join(rootDir, 'backend', 'package.json'))('web-push');
  }
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  ensureDataDirs();
  // The private key signs push messages: readable by us only.
  writeFileSync(vapidFile, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, { mode: 0o600 });
  log(`generated VAPID keys in ${vapidFile}`);
  return { publicKey, privateKey };
}
