// @ts-check
// Process helpers for the stack scripts: spawning named long-running children with
// prefixed logs and PID files, waiting for them, and stopping them by process group.
import { spawn } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { ensureDataDirs, pidFilePath, rootDir } from './paths.mjs';

/** @typedef {(message: string) => void} Log */

/**
 * A problem the user must fix by hand (missing package without root, busy port, ...).
 * Scripts print only the message for these, without a stack trace.
 */
export class SetupError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'SetupError';
  }
}

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const palette = [36, 35, 33, 32, 34, 91, 96, 95];
/** @type {Map<string, number>} */
const labelColors = new Map();

/** @param {string} label */
export function prefixFor(label) {
  if (!useColor) return `[${label}]`;
  let code = labelColors.get(label);
  if (code === undefined) {
    code = palette[labelColors.size % palette.length];
    labelColors.set(label, code);
  }
  return `\x1b[${code}m[${label}]\x1b[0m`;
}

/**
 * A logger that prefixes each message with `[label]`.
 * @param {string} label
 * @returns {Log}
 */
export function makeLogger(label) {
  return (message) => {
    for (const line of message.split('\n')) process.stdout.write(`${prefixFor(label)} ${line}\n`);
  };
}

/**
 * Copies a child's stream to ours line by line, each line prefixed.
 * @param {import('node:stream').Readable | null} stream
 * @param {NodeJS.WriteStream} out
 * @param {string} label
 */
function pipePrefixed(stream, out, label) {
  if (!stream) return;
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => out.write(`${prefixFor(label)} ${line}\n`));
}

/** @param {number} pid */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

/** @param {number} pgid */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

/**
 * The command line of a running process, or '' when unknown.
 * @param {number} pid
 */
export function readCmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** @param {number} pid */
function readCwd(pid) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

/**
 * Whether a PID taken from one of our PID files still belongs to a process we started,
 * and not to an unrelated process that inherited the number. Our Node children carry
 * absolute paths into this checkout on their command line; redis-server rewrites its
 * title to "redis-server 127.0.0.1:16379", so it is recognised by name, port and cwd.
 * @param {number} pid
 */
export function looksLikeOurs(pid) {
  const cmdline = readCmdline(pid);
  if (!cmdline) return false;
  if (cmdline.includes(rootDir)) return true;
  // npm runs our supervisors with a relative path, from the repository root.
  if (/\bscripts\/(start|test)\.mjs\b/.test(cmdline)) return readCwd(pid) === rootDir;
  if (/\bredis-server\b/.test(cmdline)) {
    return cmdline.includes(':16379') || readCwd(pid).startsWith(rootDir);
  }
  return false;
}

/**
 * The PID stored in `.data/run/<name>.pid`, or null.
 * @param {string} name
 */
export function readPidFile(name) {
  try {
    const pid = Number.parseInt(readFileSync(pidFilePath(name), 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} name
 * @param {number} pid
 */
export function writePidFile(name, pid) {
  ensureDataDirs();
  writeFileSync(pidFilePath(name), `${pid}\n`);
}

/**
 * Removes the PID file, but only if it still holds `pid` (when given): a newer run may
 * have taken the name over in the meantime.
 * @param {string} name
 * @param {number} [pid]
 */
export function removePidFile(name, pid) {
  if (pid !== undefined && readPidFile(name) !== pid) return;
  rmSync(pidFilePath(name), { force: true });
}

/**
 * The live process recorded in `.data/run/<name>.pid` if it is still ours. Stale files
 * (dead PID, or a PID now used by something else) are removed.
 * @param {string} name
 * @returns {number | null}
 */
export function livePidFromFile(name) {
  const pid = readPidFile(name);
  if (pid === null) return null;
  if (isAlive(pid) && looksLikeOurs(pid)) return pid;
  removePidFile(name);
  return null;
}

/**
 * Stops a process and everything in its process group: SIGTERM, then SIGKILL after
 * `timeoutMs`. Our children are spawned detached, so each leads its own group.
 * @param {number} pid
 * @param {{ timeoutMs?: number, signal?: NodeJS.Signals }} [opts]
 */
export async function killTree(pid, { timeoutMs = 10_000, signal = 'SIGTERM' } = {}) {
  const gone = () => !groupAlive(pid) && !isAlive(pid);
  /** @param {NodeJS.Signals} sig */
  const send = (sig) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // Not a group leader (or the group is gone): signal the process alone.
      try {
        process.kill(pid, sig);
      } catch {
        /* already gone */
      }
    }
  };
  if (gone()) return;
  send(signal);
  if (await pollUntil(gone, timeoutMs)) return;
  send('SIGKILL');
  await pollUntil(gone, 5_000);
}

/**
 * Polls `check` every 50 ms until it is true or the time is up.
 * @param {() => boolean | Promise<boolean>} check
 * @param {number} timeoutMs
 * @param {AbortSignal} [signal]
 */
export async function pollUntil(check, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
    if (Date.now() >= deadline) return false;
    await delay(50);
  }
}

/**
 * Whether something accepts TCP connections on host:port.
 * @param {string} host
 * @param {number} port
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function canConnect(host, port, timeoutMs = 1_000) {
  return new Promise((resolvePromise) => {
    const socket = net.connect({ host, port });
    /** @param {boolean} ok */
    const done = (ok) => {
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * One GET; resolves with the status code, or 0 when nothing answered.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<number>}
 */
export function httpStatus(url, timeoutMs = 2_000) {
  return new Promise((resolvePromise) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      resolvePromise(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolvePromise(0));
  });
}

/**
 * Waits until `url` answers with a 2xx/3xx status.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {{ signal?: AbortSignal }} [opts] abort (e.g. when the server process died) to stop waiting early
 */
export async function waitForHttp(url, timeoutMs, { signal } = {}) {
  const ok = await pollUntil(
    async () => {
      const status = await httpStatus(url);
      return status >= 200 && status < 400;
    },
    timeoutMs,
    signal,
  );
  if (!ok) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * @typedef {object} ServiceOptions
 * @property {string} name PID file name (`.data/run/<name>.pid`)
 * @property {string} [label] log prefix; defaults to `name`
 * @property {string} command
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env] full environment of the child
 * @property {string} [logFile] send output to this file instead of our console, for
 *   servers that must outlive the script that started them (a dead pipe would kill them)
 */

/**
 * @typedef {object} Service
 * @property {string} name
 * @property {string} label
 * @property {number} pid
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {() => boolean} running
 * @property {() => Promise<void>} stop stops the process group and removes the PID file
 */

/**
 * Spawns a long-running child in its own process group, with prefixed output and a PID file.
 * @param {ServiceOptions} opts
 * @returns {Promise<Service>}
 */
export async function spawnService(opts) {
  const { name, command, args, cwd = rootDir, env = process.env, logFile } = opts;
  const label = opts.label ?? name;
  ensureDataDirs();
  const logFd = logFile ? openSync(logFile, 'a') : undefined;
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== undefined) closeSync(logFd);
  if (child.pid === undefined) {
    const err = await new Promise((resolvePromise) => child.once('error', resolvePromise));
    throw new Error(`could not start ${label} (${command}): ${/** @type {Error} */ (err).message}`);
  }
  const pid = child.pid;
  writePidFile(name, pid);
  pipePrefixed(child.stdout, process.stdout, label);
  pipePrefixed(child.stderr, process.stderr, label);
  let alive = true;
  /** @type {Service['exited']} */
  const exited = new Promise((resolvePromise) => {
    child.once('exit', (code, signal) => {
      alive = false;
      removePidFile(name, pid);
      resolvePromise({ code, signal });
    });
  });
  return {
    name,
    label,
    pid,
    child,
    exited,
    running: () => alive,
    stop: async () => {
      await killTree(pid);
      removePidFile(name, pid);
    },
  };
}

/** A command that exited non-zero; its message already says which and why. */
export class CommandError extends Error {
  /**
   * @param {string} message
   * @param {number | null} code
   */
  constructor(message, code) {
    super(message);
    this.name = 'CommandError';
    this.code = code;
  }
}

/**
 * Prints a failure: just the message for problems the user can act on, the stack trace
 * for anything else (a bug in these scripts).
 * @param {Log} log
 * @param {unknown} err
 */
export function reportError(log, err) {
  if (err instanceof SetupError || err instanceof CommandError) log(`error: ${err.message}`);
  else if (err instanceof Error) log(`error: ${err.stack ?? err.message}`);
  else log(`error: ${String(err)}`);
}

/**
 * @typedef {object} RunOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {boolean} [capture] collect stdout/stderr instead of showing them
 * @property {string} [label] show output prefixed with `[label]`
 * @property {boolean} [detached] run in a new session (for daemons the command leaves behind)
 */

/**
 * Runs a command to completion. Resolves on exit code 0; rejects otherwise, with the
 * captured stderr in the message when `capture` is set.
 * @param {string} cmd
 * @param {string[]} args
 * @param {RunOptions} [opts]
 * @returns {Promise<{ stdout: string, stderr: string }>}
 */
export function runCommand(cmd, args, opts = {}) {
  const { cwd = rootDir, env = process.env, capture = false, label, detached = false } = opts;
  return new Promise((resolvePromise, reject) => {
    const piped = capture || label !== undefined;
    const child = spawn(cmd, args, {
      cwd,
      env,
      detached,
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let stdout = '';
    let stderr = '';
    if (capture) {
      child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
      child.stderr?.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    } else if (label !== undefined) {
      pipePrefixed(child.stdout, process.stdout, label);
      pipePrefixed(child.stderr, process.stderr, label);
    }
    child.once('error', (err) => reject(new Error(`${cmd}: ${err.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) return resolvePromise({ stdout, stderr });
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      const detail = (stderr.trim() || stdout.trim()).split('\n').slice(-15).join('\n');
      reject(new CommandError(`${[cmd, ...args].join(' ')} ${how}${detail ? `\n${detail}` : ''}`, code));
    });
  });
}

/**
 * Finds an executable on PATH.
 * @param {string} name
 * @returns {string | null}
 */
export function which(name) {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (!dir) continue;
    const candidate = `${dir}/${name}`;
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** Whether this process runs as root. */
export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Records this process in `.data/run/<name>.pid` for `npm run stop`, refusing to run
 * twice at once. The file goes away when we exit.
 * @param {string} name
 * @param {(pid: number) => string} busyMessage
 */
export function claimPidFile(name, busyMessage) {
  const other = livePidFromFile(name);
  if (other !== null && other !== process.pid) throw new SetupError(busyMessage(other));
  writePidFile(name, process.pid);
  process.on('exit', () => removePidFile(name, process.pid));
}
