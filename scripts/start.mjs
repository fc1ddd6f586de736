// @ts-check
// `npm start`: everything needed to use Amoretto locally, from a fresh clone, in one
// command. Stays in the foreground; Ctrl+C stops exactly what it started.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appEnv, appPidNames, assertPortsFree, DEV_PORTS, firstExit, startApps, stopLeftovers, stopServices } from './lib/apps.mjs';
import { buildIfChanged } from './lib/build.mjs';
import { ensureInstalled, ensureVapidKeys } from './lib/install.mjs';
import { dataDir, rootDir } from './lib/paths.mjs';
import { claimPidFile, makeLogger, prefixFor, reportError, runCommand } from './lib/proc.mjs';
import { ensureNode, putNodeFirstOnPath } from './lib/runtime.mjs';
import { ensureStack } from './lib/stack/index.mjs';

/** @typedef {import('./lib/proc.mjs').Service} Service */
/** @typedef {import('./lib/stack/index.mjs').Stack} Stack */

const log = makeLogger('start');
const PUBLIC_URL = `http://localhost:${DEV_PORTS.site}`;
const demoLoginFile = join(dataDir, 'demo-login.txt');
// Written by the demo operator's seeder: the console's login URL, email / password, how to get a code.
const operatorLoginFile = join(dataDir, 'operator-login.txt');
const cli = join(rootDir, 'backend', 'dist', 'cli.js');

/** @type {Service[]} */
const services = [];
/** @type {Promise<Stack> | null} */
let stackPromise = null;
/** @type {Promise<void> | null} */
let stopping = null;

/**
 * Stops every app process, then the stack servers this run started, then exits.
 * @param {number} code
 * @param {string} [reason]
 */
function shutdown(code, reason) {
  if (stopping) return stopping;
  stopping = (async () => {
    if (reason) log(reason);
    await stopServices(services);
    // If the stack is still coming up, wait for it so its servers can be stopped too.
    const stack = await stackPromise?.catch(() => null);
    await stack?.stop();
    process.exit(code);
  })();
  return stopping;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) log('still stopping…');
    else void shutdown(0, `${signal}: stopping everything this run started`);
  });
}

/**
 * A seeder's login file, or '' when it has not written one.
 * @param {string} file
 */
function readIfThere(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/** @param {Stack} stack */
function printBanner(stack) {
  const demo = readIfThere(demoLoginFile);
  const operator = readIfThere(operatorLoginFile);
  const rows = [
    ['Site', PUBLIC_URL],
    ['API docs', `${PUBLIC_URL}/api/docs`],
    ['Mail inbox', stack.mailWebUrl],
    // Direct-debit codes of the sandbox payment provider (the default) arrive here instead of by SMS.
    ['SMS inbox', `${PUBLIC_URL}/api/sandbox/sms`],
    ['Payments', 'sandbox provider: its checkout page lets you pick paid, failed, cancelled, expired or pending'],
    // Behind the operator login (an admin's): the console links to it.
    ['Queue dashboard', `${PUBLIC_URL}/operator/queues`],
  ];
  const indent = '\n                   ';
  // The file reads "Demo login: email / password"; the label is already in the row.
  if (demo)
    rows.push([
      'Demo login',
      demo
        .replace(/^Demo login:\s*/, '')
        .split('\n')
        .join(indent),
    ]);
  if (operator) rows.push(['Operator console', operator.split('\n').join(indent)]);
  const line = '─'.repeat(64);
  const body = rows.map(([key, value]) => `  ${key.padEnd(17)}${value}`).join('\n');
  process.stdout.write(
    `\n${line}\n  Amoretto is running\n\n${body}\n\n  Ctrl+C stops it (or npm run stop from another terminal).\n${line}\n\n`,
  );
}

async function main() {
  claimPidFile('start', (pid) => `npm start is already running (pid ${pid}). Stop it with Ctrl+C or npm run stop.`);
  await stopLeftovers(appPidNames('dev'), log);
  await assertPortsFree(DEV_PORTS);
  await ensureInstalled({ log });
  // From here on every child runs on the project's Node (24), not the one running this script.
  const runtime = await ensureNode({ log });
  putNodeFirstOnPath(runtime);
  const { node } = runtime;
  stackPromise = ensureStack({ profile: 'dev', forceLocal: process.env.STACK === 'local', node, log: makeLogger('stack') });
  const stack = await stackPromise;
  const vapid = await ensureVapidKeys({ log });
  await buildIfChanged({ log });

  const env = appEnv({ stack, vapid, publicUrl: PUBLIC_URL });
  await runCommand(node, [cli, 'migrate'], { env, label: 'migrate' });
  // Every seeder is idempotent and cheap when its data exists, so a new seeder (or an
  // emptied database) is picked up on the next start.
  await runCommand(node, [cli, 'seed'], { env, label: 'seed' });

  await startApps({ profile: 'dev', ports: DEV_PORTS, env, node, services, log });
  printBanner(stack);

  const { service, code, signal } = await firstExit(services);
  await shutdown(1, `${prefixFor(service.label)} exited unexpectedly (${signal ?? `code ${code}`}); stopping everything`);
}

main().catch((err) => {
  // After Ctrl+C, steps fail because their children got the signal too: not an error.
  if (stopping) return;
  reportError(log, err);
  void shutdown(1);
});
