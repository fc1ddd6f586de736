// @ts-check
// The real services the apps need: Postgres, Redis and a mail catcher. We use servers
// that already answer (DATABASE_URL / REDIS_URL, then the standard local ports) and only
// start project-local ones, with data under .data/, when none does or STACK=local.
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join } from 'node:path';
import tls from 'node:tls';
import { aptInstall } from './install.mjs';
import { dataDir, ensureDataDirs, logDir, rootDir, runDir } from './paths.mjs';
import {
  canConnect,
  CommandError,
  httpStatus,
  isAlive,
  isRoot,
  killTree,
  livePidFromFile,
  makeLogger,
  pollUntil,
  readCmdline,
  removePidFile,
  runCommand,
  SetupError,
  spawnService,
  waitForHttp,
  which,
} from './proc.mjs';

/** @typedef {import('./proc.mjs').Log} Log */
/** @typedef {'dev' | 'test'} Profile */

/**
 * @typedef {object} Stack
 * @property {string} databaseUrl the profile's database (amoretto / amoretto_test)
 * @property {string} adminDatabaseUrl the same server's `postgres` database
 * @property {string} redisUrl
 * @property {string} smtpUrl
 * @property {string} mailWebUrl
 * @property {string[]} started what this call started (and stop() will stop)
 * @property {() => Promise<void>} stop stops only what this call started
 */

const HOST = '127.0.0.1';
const LOCAL_PG_PORT = 15432;
const LOCAL_REDIS_PORT = 16379;
const pgDataDir = join(dataDir, 'postgres');
const pgSocketDir = join(runDir, 'pg');
const redisDataDir = join(dataDir, 'redis');
/** @type {Record<Profile, { db: string, redisDb: number, smtp: number, web: number }>} */
const PROFILES = {
  dev: { db: 'amoretto', redisDb: 0, smtp: 3025, web: 3080 },
  test: { db: 'amoretto_test', redisDb: 1, smtp: 4025, web: 4080 },
};

/**
 * @param {{ profile: Profile, forceLocal?: boolean, log?: Log }} opts
 * @returns {Promise<Stack>}
 */
export async function ensureStack({ profile, forceLocal = false, log = makeLogger('stack') }) {
  const settings = PROFILES[profile];
  if (!settings) throw new Error(`unknown profile ${profile}`);
  ensureDataDirs();
  /** @type {{ name: string, stop: () => Promise<void> }[]} */
  const started = [];
  const stop = async () => {
    // Reverse order: the mail catcher and Redis go before the database.
    for (const item of started.splice(0).reverse()) {
      try {
        await item.stop();
        log(`stopped ${item.name}`);
      } catch (err) {
        log(`could not stop ${item.name}: ${/** @type {Error} */ (err).message}`);
      }
    }
  };
  try {
    const pg = await ensurePostgres(forceLocal, log);
    if (pg.stop) started.push({ name: 'postgres', stop: pg.stop });
    const databaseUrl = withPath(pg.adminUrl, `/${settings.db}`);
    await prepareDatabase(pg.adminUrl, settings.db, profile === 'test', log);

    const redis = await ensureRedis(forceLocal, log);
    if (redis.stop) started.push({ name: 'redis', stop: redis.stop });
    const redisUrl = withPath(redis.url, `/${settings.redisDb}`);
    if (profile === 'test') {
      // Like the database: no queued jobs or sessions left over from an earlier run.
      await flushRedisDb(redisUrl);
      log(`redis: flushed database ${settings.redisDb}`);
    }

    const mail = await ensureMaildev(profile, log);
    if (mail.stop) started.push({ name: `maildev-${profile}`, stop: mail.stop });

    return {
      databaseUrl,
      adminDatabaseUrl: pg.adminUrl,
      redisUrl,
      smtpUrl: mail.smtpUrl,
      mailWebUrl: mail.webUrl,
      started: started.map((item) => item.name),
      stop,
    };
  } catch (err) {
    // Leave nothing half-started behind.
    await stop();
    throw err;
  }
}

/**
 * @param {string} url
 * @param {string} path
 */
function withPath(url, path) {
  const parsed = new URL(url);
  parsed.pathname = path;
  return parsed.href;
}

/** @param {string} url */
function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

// ---------------------------------------------------------------------------------------
// Postgres

/**
 * @typedef {object} PgServer
 * @property {string} adminUrl URL of the `postgres` database
 * @property {(() => Promise<void>) | null} stop set when we started the server
 */

/**
 * @param {boolean} forceLocal
 * @param {Log} log
 * @returns {Promise<PgServer>}
 */
async function ensurePostgres(forceLocal, log) {
  if (!forceLocal) {
    const fromEnv = process.env.DATABASE_URL;
    if (fromEnv) {
      // The database named in the URL may not exist yet; the server is checked through
      // its `postgres` database, which is also where we create ours.
      const adminUrl = withPath(fromEnv, '/postgres');
      if (await postgresAnswers(adminUrl)) {
        log(`postgres: using DATABASE_URL server ${redactUrl(adminUrl)}`);
        return { adminUrl, stop: null };
      }
      log(`postgres: DATABASE_URL (${redactUrl(fromEnv)}) does not answer, looking further`);
    }
    const systemUrl = `postgres://postgres@${HOST}:5432/postgres`;
    if (await postgresAnswers(systemUrl)) {
      log(`postgres: using the server on ${HOST}:5432`);
      return { adminUrl: systemUrl, stop: null };
    }
  }
  return ensureLocalPostgres(log);
}

/**
 * TCP first (cheap, no client needed), then a real query when psql is available: a port
 * that accepts connections but rejects our login is no use to us.
 * @param {string} url
 */
async function postgresAnswers(url) {
  const parsed = new URL(url);
  if (!(await canConnect(parsed.hostname || HOST, Number(parsed.port || 5432)))) return false;
  const psql = findPsql();
  if (!psql) return true;
  try {
    await runCommand(psql, [url, '-X', '-q', '-t', '-A', '-c', 'select 1'], {
      capture: true,
      env: { ...process.env, PGCONNECT_TIMEOUT: '5' },
    });
    return true;
  } catch {
    return false;
  }
}

/** Highest installed /usr/lib/postgresql/<version>/bin with a server in it, or null. */
function findPgBin() {
  const base = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = readdirSync(base).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'pg_ctl')) && existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'postgres'))) {
      if (Number(version) < 15) continue; // the apps need Postgres 15+
      return bin;
    }
  }
  return null;
}

/**
 * The binaries matching an existing data directory (a cluster only runs under the major
 * version that created it), else the highest installed.
 */
function pgBinForData() {
  try {
    const version = readFileSync(join(pgDataDir, 'PG_VERSION'), 'utf8').trim();
    const bin = join('/usr/lib/postgresql', version, 'bin');
    if (existsSync(join(bin, 'pg_ctl'))) return bin;
  } catch {
    /* no cluster yet */
  }
  return findPgBin();
}

function findPsql() {
  const fromPath = which('psql');
  if (fromPath) return fromPath;
  const bin = findPgBin();
  return bin && existsSync(join(bin, 'psql')) ? join(bin, 'psql') : null;
}

/**
 * uid/gid of the `postgres` system user, or null.
 * @returns {{ uid: number, gid: number } | null}
 */
function postgresUser() {
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [name, , uid, gid] = line.split(':');
      if (name === 'postgres') return { uid: Number(uid), gid: Number(gid) };
    }
  } catch {
    /* no passwd file */
  }
  return null;
}

/**
 * Runs a Postgres server binary; as root it must run as `postgres` (the server refuses root).
 * @param {string} binary
 * @param {string[]} args
 * @param {{ detached?: boolean }} [opts]
 */
function runAsPostgres(binary, args, { detached = false } = {}) {
  // cwd '/' so the server user never trips over a cwd it cannot enter.
  if (isRoot()) return runCommand('runuser', ['-u', 'postgres', '--', binary, ...args], { capture: true, cwd: '/', detached });
  return runCommand(binary, args, { capture: true, cwd: '/', detached });
}

/**
 * The postgres user must be able to reach .data/postgres: give the directories on the
 * way there search permission (x only, no listing) where they lack it.
 * @param {Log} log
 */
function makePathTraversable(log) {
  for (let dir = dataDir; ; dir = dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      log(`postgres: added search permission (o+x) to ${dir} so the postgres user can reach .data`);
    }
    if (dirname(dir) === dir) break;
  }
}

/**
 * @param {Log} log
 * @returns {Promise<PgServer>}
 */
async function ensureLocalPostgres(log) {
  const adminUrl = `postgres://postgres@${HOST}:${LOCAL_PG_PORT}/postgres`;
  let bin = pgBinForData();
  if (!bin) {
    await aptInstall(['postgresql'], 'PostgreSQL 15+ server (/usr/lib/postgresql/*/bin)', log);
    bin = pgBinForData();
    if (!bin) throw new SetupError('apt-get installed postgresql but no server binaries of version 15+ were found');
  }
  const pgCtl = join(bin, 'pg_ctl');

  // A server from an earlier run: reuse it if it is alive, clear its lock file if not.
  const pidFile = join(pgDataDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0], 10);
    // The postmaster keeps its original command line, which names our data directory.
    if (pid > 0 && isAlive(pid) && readCmdline(pid).includes(pgDataDir)) {
      if (await pollUntil(() => canConnect(HOST, LOCAL_PG_PORT), 15_000)) {
        log(`postgres: reusing the project-local server on ${HOST}:${LOCAL_PG_PORT} (pid ${pid})`);
        return { adminUrl, stop: null };
      }
      throw new SetupError(
        `The project-local Postgres (pid ${pid}) runs but does not answer on ${HOST}:${LOCAL_PG_PORT}. Run npm run stop and try again.`,
      );
    }
    log(`postgres: removing stale ${pidFile} (pid ${pid} is not our server)`);
    rmSync(pidFile, { force: true });
  }
  // A killed server also leaves its socket lock behind, which blocks the next start.
  const socketLock = join(pgSocketDir, `.s.PGSQL.${LOCAL_PG_PORT}.lock`);
  if (existsSync(socketLock)) {
    const pid = Number.parseInt(readFileSync(socketLock, 'utf8').split('\n')[0], 10);
    if (!(pid > 0 && isAlive(pid))) {
      rmSync(socketLock, { force: true });
      rmSync(join(pgSocketDir, `.s.PGSQL.${LOCAL_PG_PORT}`), { force: true });
    }
  }
  if (await canConnect(HOST, LOCAL_PG_PORT)) {
    // Another checkout's local server, say. Fine if it lets us in; otherwise the port is taken.
    if (await postgresAnswers(adminUrl)) {
      log(`postgres: reusing the server already on ${HOST}:${LOCAL_PG_PORT}`);
      return { adminUrl, stop: null };
    }
    throw new SetupError(`Port ${LOCAL_PG_PORT} is taken by something that is not a usable Postgres.`);
  }

  const user = isRoot() ? postgresUser() : null;
  if (isRoot() && !user) {
    throw new SetupError('Running as root but there is no "postgres" system user to run the server as (apt-get install -y postgresql creates it).');
  }
  mkdirSync(pgDataDir, { recursive: true });
  mkdirSync(pgSocketDir, { recursive: true });
  if (user) {
    makePathTraversable(log);
    chmodSync(runDir, (statSync(runDir).mode & 0o7777) | 0o011);
    chownSync(pgSocketDir, user.uid, user.gid);
    chmodSync(pgSocketDir, 0o775);
    if (statSync(pgDataDir).uid !== user.uid) await runCommand('chown', ['-R', `${user.uid}:${user.gid}`, pgDataDir]);
  }
  chmodSync(pgDataDir, 0o700);

  if (!existsSync(join(pgDataDir, 'PG_VERSION'))) {
    // An interrupted initdb leaves a partial directory that initdb refuses to reuse.
    for (const entry of readdirSync(pgDataDir)) rmSync(join(pgDataDir, entry), { recursive: true, force: true });
    log(`postgres: initialising ${pgDataDir}`);
    await runAsPostgres(join(bin, 'initdb'), [
      '-D', pgDataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8',
    ]);
  }

  // Unix socket paths are limited to ~107 bytes; deep checkouts go TCP-only.
  const socketDir = join(pgSocketDir, `.s.PGSQL.${LOCAL_PG_PORT}`).length < 100 ? pgSocketDir : '';
  const serverOptions = [
    `-p ${LOCAL_PG_PORT}`,
    `-c listen_addresses=${HOST}`,
    `-c unix_socket_directories='${socketDir}'`,
  ].join(' ');
  log(`postgres: starting the project-local server on ${HOST}:${LOCAL_PG_PORT}`);
  // Detached: the postmaster pg_ctl leaves behind must not share our terminal's Ctrl+C.
  await runAsPostgres(
    pgCtl,
    ['-D', pgDataDir, '-l', join(pgDataDir, 'server.log'), '-w', '-t', '60', '-s', '-o', serverOptions, 'start'],
    { detached: true },
  ).catch((err) => {
    throw new Error(`${err.message}\nSee ${join(pgDataDir, 'server.log')}`);
  });
  return {
    adminUrl,
    stop: async () => {
      await runAsPostgres(pgCtl, ['-D', pgDataDir, '-m', 'fast', '-w', '-t', '60', '-s', 'stop']);
    },
  };
}

/**
 * Stops the project-local Postgres if it runs (whoever started it). For `npm run stop`.
 * @returns {Promise<number | null>} the PID of the server that was stopped
 */
export async function stopLocalPostgres() {
  let pid = NaN;
  try {
    pid = Number.parseInt(readFileSync(join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
  } catch {
    return null;
  }
  if (!(pid > 0 && isAlive(pid) && readCmdline(pid).includes(pgDataDir))) return null;
  const bin = pgBinForData();
  if (!bin) throw new Error('the local Postgres runs but pg_ctl is missing');
  // Fast mode: disconnect clients instead of waiting for them to leave.
  await runAsPostgres(join(bin, 'pg_ctl'), ['-D', pgDataDir, '-m', 'fast', '-w', '-t', '60', '-s', 'stop']);
  return pid;
}

/**
 * Runs SQL statements one by one against the admin database, with psql when there is
 * one and otherwise with the `pg` package from node_modules. Returns the first column of
 * the last statement's rows, one per line.
 * @param {string} adminUrl
 * @param {string[]} statements
 * @returns {Promise<string>}
 */
async function runSql(adminUrl, statements) {
  const psql = findPsql();
  if (psql) {
    const args = [adminUrl, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1'];
    for (const sql of statements) args.push('-c', sql);
    const { stdout } = await runCommand(psql, args, { capture: true });
    return stdout.trim();
  }
  /** @typedef {{ rows: Record<string, unknown>[] }} Result */
  /** @type {{ Client: new (opts: { connectionString: string }) => { connect(): Promise<void>, query(sql: string): Promise<Result>, end(): Promise<void> } }} */
  let pg;
  try {
    pg = createRequire(join(rootDir, 'package.json'))('pg');
  } catch {
    throw new SetupError('Neither psql nor the pg package (npm ci) is available to create the database.');
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    /** @type {Result} */
    let result = { rows: [] };
    for (const sql of statements) result = await client.query(sql);
    return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
  } finally {
    await client.end();
  }
}

/**
 * dev: create the database once. test: drop and re-create it, so every run starts empty.
 * @param {string} adminUrl
 * @param {string} db
 * @param {boolean} fresh
 * @param {Log} log
 */
async function prepareDatabase(adminUrl, db, fresh, log) {
  // Interpolated into SQL below, so it must be a plain identifier.
  if (!/^[a-z_][a-z0-9_]*$/.test(db)) throw new Error(`unsafe database name ${db}`);
  if (fresh) {
    await runSql(adminUrl, [`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`, `CREATE DATABASE ${db}`]);
    log(`postgres: created a fresh database ${db}`);
    return;
  }
  const exists = await runSql(adminUrl, [`SELECT 1 FROM pg_database WHERE datname = '${db}'`]);
  if (exists === '1') return;
  await runSql(adminUrl, [`CREATE DATABASE ${db}`]);
  log(`postgres: created database ${db}`);
}

// ---------------------------------------------------------------------------------------
// Redis

/**
 * Empties the Redis database a `redis://host:port/N` URL names (test runs start each
 * tier without counters, sessions or jobs from the one before).
 * @param {string} url
 */
export async function flushRedisDb(url) {
  const parsed = new URL(url);
  const db = parsed.pathname.replace('/', '') || '0';
  parsed.pathname = '';
  const replies = await redisCall(parsed.toString(), [['SELECT', db], ['FLUSHDB']]);
  if (replies?.join() !== '+OK,+OK') throw new Error(`could not flush Redis db ${db}: ${replies}`);
}

/**
 * Sends commands over one connection (AUTH first when the URL has a password) and returns
 * the single-line replies (`+PONG`, `+OK`, `-ERR ...`), or null when the server is unreachable.
 * Only for commands with one-line replies; enough for a health check and a flush.
 * @param {string} url
 * @param {string[][]} commands
 * @param {number} [timeoutMs]
 * @returns {Promise<string[] | null>}
 */
function redisCall(url, commands, timeoutMs = 2_000) {
  const parsed = new URL(url);
  const host = parsed.hostname || HOST;
  const port = Number(parsed.port || 6379);
  const secure = parsed.protocol === 'rediss:';
  /** @type {string[][]} */
  const all = [];
  if (parsed.password) {
    const password = decodeURIComponent(parsed.password);
    all.push(parsed.username ? ['AUTH', decodeURIComponent(parsed.username), password] : ['AUTH', password]);
  }
  all.push(...commands);
  const payload = all
    .map((words) => `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`)
    .join('');
  return new Promise((resolvePromise) => {
    const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    let received = '';
    /** @param {string[] | null} replies */
    const done = (replies) => {
      socket.destroy();
      resolvePromise(replies);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(payload));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const lines = received.split('\r\n').slice(0, -1);
      if (lines.length >= all.length) done(lines.slice(parsed.password ? 1 : 0));
    });
    socket.once('error', () => done(null));
    socket.once('close', () => done(null));
  });
}

/**
 * PING, expecting +PONG.
 * @param {string} url
 */
export async function redisAnswers(url) {
  const replies = await redisCall(url, [['PING']]);
  return replies?.[0] === '+PONG';
}

/**
 * @param {boolean} forceLocal
 * @param {Log} log
 * @returns {Promise<{ url: string, stop: (() => Promise<void>) | null }>}
 */
async function ensureRedis(forceLocal, log) {
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
      '--port', String(LOCAL_REDIS_PORT),
      '--bind', HOST,
      // Scratch data for development and tests: no persistence to disk.
      '--save', '',
      '--appendonly', 'no',
      '--dir', redisDataDir,
      '--daemonize', 'no',
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

// ---------------------------------------------------------------------------------------
// Mail catcher

/** Path of the maildev CLI in node_modules. */
function maildevBin() {
  const pkgDir = join(rootDir, 'node_modules', 'maildev');
  try {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.maildev;
    if (bin) return join(pkgDir, bin);
  } catch {
    /* fall through */
  }
  throw new SetupError('maildev is missing from node_modules: run npm ci.');
}

/**
 * @param {Profile} profile
 * @param {Log} log
 * @returns {Promise<{ smtpUrl: string, webUrl: string, stop: (() => Promise<void>) | null }>}
 */
async function ensureMaildev(profile, log) {
  const { smtp, web } = PROFILES[profile];
  const name = `maildev-${profile}`;
  const smtpUrl = `smtp://${HOST}:${smtp}`;
  const webUrl = `http://${HOST}:${web}`;
  const health = `${webUrl}/api/healthz`;
  const healthy = async () => (await httpStatus(health)) === 200 && (await canConnect(HOST, smtp));
  // Tests read the inbox, so they start from an empty one even on a reused catcher.
  const clearInbox = async () => {
    if (profile === 'test') await fetch(`${webUrl}/api/email/all`, { method: 'DELETE' }).catch(() => undefined);
  };

  const livePid = livePidFromFile(name);
  if (livePid !== null) {
    if (await pollUntil(healthy, 10_000)) {
      log(`mail: reusing maildev on ${webUrl} (pid ${livePid})`);
      await clearInbox();
      return { smtpUrl, webUrl, stop: null };
    }
    log(`mail: our earlier maildev (pid ${livePid}) does not answer; restarting it`);
    await killTree(livePid);
    removePidFile(name, livePid);
  }
  if ((await canConnect(HOST, web)) || (await canConnect(HOST, smtp))) {
    if (await healthy()) {
      log(`mail: reusing the maildev already on ${webUrl}`);
      await clearInbox();
      return { smtpUrl, webUrl, stop: null };
    }
    throw new SetupError(`Port ${web} or ${smtp} is taken by something that is not maildev.`);
  }
  const logFile = join(logDir, `${name}.log`);
  mkdirSync(join(dataDir, 'tmp'), { recursive: true });
  const service = await spawnService({
    name,
    command: process.execPath,
    args: [maildevBin(), '--smtp', String(smtp), '--web', String(web), '--ip', HOST, '--web-ip', HOST],
    // maildev would store message files in the shared /tmp/maildev otherwise.
    env: { ...process.env, TMPDIR: join(dataDir, 'tmp') },
    logFile,
  });
  service.child.unref();
  const controller = new AbortController();
  service.exited.then(({ code }) => controller.abort(new CommandError(`maildev exited; see ${logFile}`, code)));
  try {
    await waitForHttp(health, 15_000, { signal: controller.signal });
    await pollUntil(() => canConnect(HOST, smtp), 5_000, controller.signal);
  } catch (err) {
    await service.stop();
    throw err;
  }
  log(`mail: started maildev (SMTP ${smtp}, inbox ${webUrl})`);
  return { smtpUrl, webUrl, stop: service.stop };
}
