// @ts-check
// Postgres for the stack: the server DATABASE_URL names, else the one on the standard local
// port, else a project-local server (data in .data/postgres) started with pg_ctl.
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { aptInstall } from '../install.mjs';
import { dataDir, rootDir, runDir } from '../paths.mjs';
import { canConnect, isAlive, isRoot, pollUntil, readCmdline, runCommand, SetupError, which } from '../proc.mjs';
import { HOST, redactUrl, withPath } from './urls.mjs';

/** @typedef {import('../proc.mjs').Log} Log */

const LOCAL_PG_PORT = 15432;
const pgDataDir = join(dataDir, 'postgres');
const pgSocketDir = join(runDir, 'pg');

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
export async function ensurePostgres(forceLocal, log) {
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
  /** @type {string[]} */
  let versions;
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
    throw new SetupError(
      'Running as root but there is no "postgres" system user to run the server as (apt-get install -y postgresql creates it).',
    );
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
    await runAsPostgres(join(bin, 'initdb'), ['-D', pgDataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  }

  // Unix socket paths are limited to ~107 bytes; deep checkouts go TCP-only.
  const socketDir = join(pgSocketDir, `.s.PGSQL.${LOCAL_PG_PORT}`).length < 100 ? pgSocketDir : '';
  const serverOptions = [`-p ${LOCAL_PG_PORT}`, `-c listen_addresses=${HOST}`, `-c unix_socket_directories='${socketDir}'`].join(' ');
  log(`postgres: starting the project-local server on ${HOST}:${LOCAL_PG_PORT}`);
  // Detached: the postmaster pg_ctl leaves behind must not share our terminal's Ctrl+C.
  await runAsPostgres(pgCtl, ['-D', pgDataDir, '-l', join(pgDataDir, 'server.log'), '-w', '-t', '60', '-s', '-o', serverOptions, 'start'], {
    detached: true,
  }).catch((err) => {
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
  /** @type {number} */
  let pid;
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
export async function prepareDatabase(adminUrl, db, fresh, log) {
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
