// @ts-check
// Redis for the stack: the server REDIS_URL names, else the one on the standard local port,
// else a project-local redis-server (no persistence) on port 16379. Talks to Redis through
// ioredis, the client the apps use (a dependency of `shared`); it is loaded only when
// needed, because these scripts start before `npm install` on a fresh clone.
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { aptInstall } from '../install.mjs';
import { dataDir, logDir, rootDir } from '../paths.mjs';
import { canConnect, killTree, livePidFromFile, pollUntil, removePidFile, SetupError, spawnService, which } from '../proc.mjs';
import { HOST, redactUrl, withPath } from './urls.mjs';

/** @typedef {import('../proc.mjs').Log} Log */

const LOCAL_REDIS_PORT = 16379;
const redisDataDir = join(dataDir, 'redis');
/** A check must not hang on a server that accepts connections but never answers. */
const TIMEOUT_MS = 2_000;

/**
 * Runs `use` on a one-off connection to `url` (its db number selected, AUTH from the URL,
 * TLS for rediss://) that never retries and never queues commands while offline, then
 * closes it.
 * @template T
 * @param {string} url
 * @param {(client: import('ioredis').Redis) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function withRedis(url, use) {
  /** @type {typeof import('ioredis')} */
  const { Redis } = createRequire(join(rootDir, 'shared', 'package.json'))('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    commandTimeout: TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // Failures reach the caller through the rejected promises; without a listener ioredis
  // would also print each one as an unhandled error event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await use(client);
  } finally {
    client.disconnect();
  }
}

/**
 * Empties the Redis database a `redis://host:port/N` URL names (test runs start each
 * tier without counters, sessions or jobs from the one before).
 * @param {string} url
 */
export async function flushRedisDb(url) {
  const db = new URL(url).pathname.replace('/', '') || '0';
  const reply = await withRedis(url, (client) => client.flushdb()).catch((err) => `${err.message ?? err}`);
  if (reply !== 'OK') throw new Error(`could not flush Redis db ${db}: ${reply}`);
}

/**
 * Whether a Redis server answers PING at `url` (and accepts its credentials).
 * @param {string} url
 */
export async function redisAnswers(url) {
  try {
    return (await withRedis(url, (client) => client.ping())) === 'PONG';
  } catch {
    return false;
  }
}

/**
 * @param {boolean} forceLocal
 * @param {Log} log
 * @returns {Promise<{ url: string, stop: (() => Promise<void>) | null }>}
 */
export async function ensureRedis(forceLocal, log) {
  if (!forceLocal) {
    const fromEnv = process.env.REDIS_URL;
    if (fromEnv) {
      if (await redisAnswers(fromEnv)) {
        log(`redis: using REDIS_URL server ${redactUrl(withPath(fromEnv, ''))}`);
        return { url: fromEnv, stop: null };
      }
      log(`redis: REDIS_URL (${redactUrl(fromEnv)}) does not answer, looking further`);
    }
    const systemUrl = `redis://${HOST}:6379`;
    if (await redisAnswers(systemUrl)) {
      log(`redis: using the server on ${HOST}:6379`);
      return { url: systemUrl, stop: null };
    }
  }
  return ensureLocalRedis(log);
}

/**
 * @param {Log} log
 * @returns {Promise<{ url: string, stop: (() => Promise<void>) | null }>}
 */
async function ensureLocalRedis(log) {
  const url = `redis://${HOST}:${LOCAL_REDIS_PORT}`;
  const livePid = livePidFromFile('redis');
  if (livePid !== null) {
    if (await pollUntil(() => redisAnswers(url), 10_000)) {
      log(`redis: reusing the project-local server on ${HOST}:${LOCAL_REDIS_PORT} (pid ${livePid})`);
      return { url, stop: null };
    }
    log(`redis: our earlier server (pid ${livePid}) does not answer; restarting it`);
    await killTree(livePid);
    removePidFile('redis', livePid);
  }
  if (await redisAnswers(url)) {
    log(`redis: reusing the server already on ${HOST}:${LOCAL_REDIS_PORT}`);
    return { url, stop: null };
  }
  if (await canConnect(HOST, LOCAL_REDIS_PORT)) {
    throw new SetupError(`Port ${LOCAL_REDIS_PORT} is taken by something that is not Redis.`);
  }
  let redisServer = which('redis-server') ?? (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : null);
  if (!redisServer) {
    await aptInstall(['redis-server'], 'Redis (redis-server)', log);
    redisServer = which('redis-server') ?? '/usr/bin/redis-server';
  }
  mkdirSync(redisDataDir, { recursive: true });
  log(`redis: starting the project-local server on ${HOST}:${LOCAL_REDIS_PORT}`);
  const service = await spawnService({
    name: 'redis',
    command: redisServer,
    args: [
      '--port',
      String(LOCAL_REDIS_PORT),
      '--bind',
      HOST,
      // Scratch data for development and tests: no persistence to disk.
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      redisDataDir,
      '--daemonize',
      'no',
    ],
    logFile: join(logDir, 'redis.log'),
  });
  // It must outlive a crashed script, so it does not keep our event loop alive either.
  service.child.unref();
  const up = await pollUntil(async () => !service.running() || (await redisAnswers(url)), 10_000);
  if (!up || !service.running()) {
    await service.stop();
    throw new Error(`redis-server did not start on ${HOST}:${LOCAL_REDIS_PORT}; see ${join(logDir, 'redis.log')}`);
  }
  return { url, stop: service.stop };
}
