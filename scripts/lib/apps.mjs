// @ts-check
// Starting the four app processes (backend, gateway, workers, site) the same way for
// `npm start` and for the e2e phase of `npm test`, only on different ports.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendAllocatorEnv } from './allocator.mjs';
import { ensureJemalloc } from './install.mjs';
import { dataDir, ensureDataDirs, rootDir } from './paths.mjs';
import { canConnect, CommandError, killTree, livePidFromFile, removePidFile, SetupError, spawnService, waitForHttp } from './proc.mjs';

/** @typedef {import('./proc.mjs').Log} Log */
/** @typedef {import('./proc.mjs').Service} Service */
/** @typedef {import('./stack/index.mjs').Stack} Stack */
/** @typedef {import('./install.mjs').VapidKeys} VapidKeys */
/** @typedef {{ site: number, backend: number, gateway: number, workers: number }} AppPorts */

export const HOST = '127.0.0.1';
/** @type {AppPorts} */
export const DEV_PORTS = { site: 3000, backend: 3001, gateway: 3002, workers: 3003 };
/** @type {AppPorts} */
export const TEST_PORTS = { site: 4000, backend: 4001, gateway: 4002, workers: 4003 };
const APPS = /** @type {const} */ (['backend', 'gateway', 'workers', 'site']);
/**
 * The sandbox payment provider's webhook key for this run (the backend verifies, the workers
 * sign; both get it from here). The apps run with NODE_ENV=production, which requires one.
 */
const SANDBOX_WEBHOOK_SECRET = process.env.SANDBOX_WEBHOOK_SECRET ?? randomBytes(24).toString('hex');
/**
 * The key of the unsubscribe links and bounce addresses in notification mails (the workers sign,
 * the backend verifies). Kept in .data so the links of mails already in the inbox keep working
 * after a restart; the apps run with NODE_ENV=production, which requires one.
 */
function mailTokenSecret() {
  if (process.env.MAIL_TOKEN_SECRET) return process.env.MAIL_TOKEN_SECRET;
  const file = join(dataDir, 'mail-token-secret');
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 16) return saved;
  } catch {
    /* missing: made below */
  }
  const secret = randomBytes(24).toString('hex');
  ensureDataDirs();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
/** Seconds an app gets to answer its health check; NestJS boots in a few. */
const HEALTH_TIMEOUT_MS = 90_000;

/**
 * PID file names of the app processes: `backend` for dev, `test-backend` for tests, so a
 * test run never touches a running `npm start`.
 * @param {'dev' | 'test'} profile
 */
export function appPidNames(profile) {
  return APPS.map((app) => (profile === 'dev' ? app : `test-${app}`));
}

/**
 * The environment every app process gets (see docs/ports.md).
 * @param {{ stack: Stack, vapid: VapidKeys, publicUrl: string, nodeEnv?: string, logLevel?: string }} opts
 * @returns {NodeJS.ProcessEnv}
 */
export function appEnv({ stack, vapid, publicUrl, nodeEnv = 'production', logLevel = 'info' }) {
  return {
    ...process.env,
    NODE_ENV: nodeEnv,
    HOST,
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    SMTP_URL: stack.smtpUrl,
    MAIL_FROM: 'Amoretto <no-reply@amoretto.local>',
    PUBLIC_URL: publicUrl,
    // The sites' real domains are not served locally: mail links go to PUBLIC_URL.
    MAIL_LINK_HOST: 'public',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:support@amoretto.local',
    LOG_LEVEL: logLevel,
    // The site's proxy (Vite preview) is the one hop in front of the backend.
    TRUST_PROXY: '1',
    SANDBOX_WEBHOOK_SECRET,
    MAIL_TOKEN_SECRET: mailTokenSecret(),
  };
}

/**
 * Stops app processes a crashed earlier run left behind: only PIDs from our own PID
 * files, and only while their command line still points into this checkout.
 * @param {string[]} names
 * @param {Log} log
 */
export async function stopLeftovers(names, log) {
  for (const name of names) {
    const pid = livePidFromFile(name);
    if (pid === null) continue;
    log(`stopping ${name} (pid ${pid}) left over from an earlier run`);
    await killTree(pid);
    removePidFile(name, pid);
  }
}

/**
 * Fails early with a clear message instead of letting an app die on EADDRINUSE.
 * @param {AppPorts} ports
 */
export async function assertPortsFree(ports) {
  for (const [app, port] of Object.entries(ports)) {
    if (await canConnect(HOST, port)) {
      throw new SetupError(`Port ${port} (${app}) is already in use. Is another run active? Try npm run stop.`);
    }
  }
}

/** @param {string} rel */
function nodeScript(rel) {
  return join(rootDir, rel);
}

/** Vite's CLI, from the frontend workspace if it has its own copy, else the hoisted one. */
function viteBin() {
  const local = join(rootDir, 'frontend', 'node_modules', 'vite', 'bin', 'vite.js');
  return existsSync(local) ? local : join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js');
}

/**
 * Spawns backend, gateway, workers and the site, then waits until each answers. Services
 * are pushed into `services` as soon as they exist, so the caller can stop them even when
 * this throws half-way. `node` is the binary they run on (the project's Node, runtime.mjs).
 * @param {{ profile: 'dev' | 'test', ports: AppPorts, env: NodeJS.ProcessEnv, node: string, services: Service[], log: Log }} opts
 */
export async function startApps({ profile, ports, env, node, services, log }) {
  const [backendName, gatewayName, workersName, siteName] = appPidNames(profile);
  // The backend decodes photos: its allocator decides whether that memory is ever returned.
  const allocator = backendAllocatorEnv(await ensureJemalloc({ log }));
  log(`backend allocator: ${allocator.LD_PRELOAD ? `jemalloc (${allocator.LD_PRELOAD})` : 'glibc, MALLOC_ARENA_MAX=2'}`);
  /** @type {{ name: string, label: string, script: string, port: number, env?: NodeJS.ProcessEnv }[]} */
  const nodeApps = [
    { name: backendName, label: 'backend', script: 'backend/dist/main.js', port: ports.backend, env: allocator },
    { name: gatewayName, label: 'gateway', script: 'gateway/dist/main.js', port: ports.gateway },
    { name: workersName, label: 'workers', script: 'workers/dist/main.js', port: ports.workers },
  ];
  for (const app of nodeApps) {
    services.push(
      await spawnService({
        name: app.name,
        label: app.label,
        command: node,
        args: [nodeScript(app.script)],
        env: { ...env, ...app.env, PORT: String(app.port) },
      }),
    );
  }
  services.push(
    await spawnService({
      name: siteName,
      label: 'site',
      command: node,
      args: [viteBin(), 'preview', '--port', String(ports.site), '--strictPort', '--host', HOST],
      cwd: join(rootDir, 'frontend'),
      env: {
        ...env,
        PORT: String(ports.site),
        BACKEND_URL: `http://${HOST}:${ports.backend}`,
        GATEWAY_URL: `http://${HOST}:${ports.gateway}`,
        WORKERS_URL: `http://${HOST}:${ports.workers}`,
      },
    }),
  );

  // Stop waiting as soon as any of them dies: its log says why, no point in a timeout.
  const controller = new AbortController();
  for (const service of services) {
    service.exited.then(({ code, signal }) =>
      controller.abort(new CommandError(`${service.label} exited (${signal ?? `code ${code}`}) before it was ready`, code)),
    );
  }
  const checks = [...nodeApps.map((app) => `http://${HOST}:${app.port}/health`), `http://${HOST}:${ports.site}/`];
  try {
    await Promise.all(checks.map((url) => waitForHttp(url, HEALTH_TIMEOUT_MS, { signal: controller.signal })));
  } catch (err) {
    controller.abort(err); // ends the other waits too
    throw err;
  }
  log(`all apps answer (${checks.join(', ')})`);
}

/**
 * Resolves with the first of `services` to exit.
 * @param {Service[]} services
 * @returns {Promise<{ service: Service, code: number | null, signal: NodeJS.Signals | null }>}
 */
export function firstExit(services) {
  return Promise.race(services.map((service) => service.exited.then((how) => ({ service, ...how }))));
}

/**
 * Stops services concurrently (each by its process group).
 * @param {Service[]} services
 */
export async function stopServices(services) {
  await Promise.all(services.splice(0).map((service) => service.stop()));
}
