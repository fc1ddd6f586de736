// @ts-check
// `npm test`: unit and integration tests (Jest) against a fresh real database, Redis and
// SMTP catcher, then browser tests (Playwright + Chromium) against the built apps on the
// test ports. Always stops what it started, then prints `tests: N passed, M failed`.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { appEnv, appPidNames, assertPortsFree, startApps, stopLeftovers, stopServices, TEST_PORTS } from './lib/apps.mjs';
import { buildIfChanged } from './lib/build.mjs';
import { ensureChromium, ensureInstalled, ensureNginx, ensureVapidKeys } from './lib/install.mjs';
import { dataDir, ensureDataDirs, rootDir } from './lib/paths.mjs';
import { claimPidFile, CommandError, makeLogger, reportError, runCommand } from './lib/proc.mjs';
import { ensureNode, putNodeFirstOnPath } from './lib/runtime.mjs';
import { ensureStack, flushRedisDb } from './lib/stack/index.mjs';

/** @typedef {import('./lib/proc.mjs').Service} Service */
/** @typedef {import('./lib/stack/index.mjs').Stack} Stack */
/** @typedef {{ passed: number, failed: number }} Counts */

const log = makeLogger('test');
const PUBLIC_URL = `http://localhost:${TEST_PORTS.site}`;
const cli = join(rootDir, 'backend', 'dist', 'cli.js');
const jestBin = join(rootDir, 'node_modules', 'jest', 'bin', 'jest.js');
const playwrightBin = join(rootDir, 'node_modules', '@playwright', 'test', 'cli.js');
const playwrightConfig = join(rootDir, 'e2e', 'playwright.config.ts');
const jestResults = join(dataDir, 'jest-results.json');
const playwrightResults = join(dataDir, 'playwright-results.json');
const startedAt = Date.now();

/** @type {Service[]} */
const services = [];
/** @type {Promise<Stack> | null} */
let stackPromise = null;
/** @type {Promise<void> | null} */
let cleaning = null;
/** Steps that failed (a test runner exiting non-zero counts as a failed step). */
const failedSteps = /** @type {string[]} */ ([]);

/** Stops the app processes, then the stack servers this run started. Safe to call twice. */
function cleanup() {
  cleaning ??= (async () => {
    await stopServices(services);
    const stack = await stackPromise?.catch(() => null);
    await stack?.stop();
  })();
  return cleaning;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    log(`${signal}: stopping everything this run started`);
    void cleanup().then(() => process.exit(130));
  });
}

/**
 * Reads a JSON report, or null when the runner did not write one.
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs a test runner; a non-zero exit is recorded, not thrown, so later phases still run.
 * @param {string} name
 * @param {string} node the Node binary to run it on
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
async function runTests(name, node, args, env) {
  try {
    await runCommand(node, args, { env });
  } catch (err) {
    if (cleaning) throw err;
    if (!(err instanceof CommandError)) throw err;
    log(`${name} exited with code ${err.code}`);
    failedSteps.push(name);
  }
}

/** @returns {Counts} */
function jestCounts() {
  const report = readJson(jestResults);
  if (!report) return { passed: 0, failed: 0 };
  // Their tests are in neither count, so say so rather than let "0 failed" mislead.
  const broken = report.numRuntimeErrorTestSuites ?? 0;
  if (broken) log(`jest: ${broken} test suite(s) failed to run`);
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** @returns {Counts} */
function playwrightCounts() {
  const stats = readJson(playwrightResults)?.stats;
  if (!stats) return { passed: 0, failed: 0 };
  // A flaky test failed once and then passed on retry: it counts as passed.
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

async function main() {
  claimPidFile('test', (pid) => `npm test is already running (pid ${pid}).`);
  await stopLeftovers(appPidNames('test'), log);
  ensureDataDirs();
  // Stale reports must not be counted if a runner dies before writing a new one.
  rmSync(jestResults, { force: true });
  rmSync(playwrightResults, { force: true });

  await ensureInstalled({ log });
  // From here on every child runs on the project's Node (24), not the one running this script.
  const runtime = await ensureNode({ log });
  putNodeFirstOnPath(runtime);
  const { node } = runtime;
  // Lint, format and import rules first: quick, and a failure still lets every test run.
  log('lint');
  await runTests('lint', node, [join(rootDir, 'scripts', 'lint', 'run.mjs')], process.env);
  const chromium = await ensureChromium({ log });
  const nginx = await ensureNginx({ log });
  stackPromise = ensureStack({ profile: 'test', forceLocal: process.env.STACK === 'local', node, log: makeLogger('stack') });
  const stack = await stackPromise;
  const vapid = await ensureVapidKeys({ log });
  await buildIfChanged({ log });

  const testEnv = {
    ...appEnv({ stack, vapid, publicUrl: PUBLIC_URL, nodeEnv: 'test', logLevel: 'warn' }),
    MAIL_WEB_URL: stack.mailWebUrl,
    // The site-server test runs deploy/nginx.conf against the build.
    NGINX_BIN: nginx,
  };
  await runCommand(node, [cli, 'migrate'], { env: testEnv, label: 'migrate' });

  log('jest');
  // --forceExit: a test that leaves a connection open must not hang the run (and CI)
  // after the results are in; the failing test is still reported by its own assertions.
  await runTests('jest', node, [jestBin, '--ci', '--json', `--outputFile=${jestResults}`, '--passWithNoTests', '--forceExit'], testEnv);

  if (!existsSync(playwrightConfig)) {
    log('e2e/playwright.config.ts does not exist yet: skipping the browser tests');
    return;
  }
  // The sites' demo configuration (tag settings, partner cards) and a small demo population, as
  // npm start has them: pages such as the landers show real members. Tests still make the members
  // they act as.
  await runCommand(node, [cli, 'seed:e2e'], { env: testEnv, label: 'seed:e2e' });
  log('e2e: starting the apps on the test ports');
  await assertPortsFree(TEST_PORTS);
  // The integration tests' rate-limit counters and sessions must not reach the browser tests.
  await flushRedisDb(stack.redisUrl);
  // As npm start runs them, but quieter: request logs would bury the test output.
  // Every browser test signs up and logs in from the same address (127.0.0.1): the per-address
  // signup and login limits, which no browser test exercises (the integration tests do), would
  // refuse the suite's later signups and logins.
  const env = {
    ...appEnv({ stack, vapid, publicUrl: PUBLIC_URL, logLevel: 'warn' }),
    SIGNUP_IP_LIMIT: '100000',
    LOGIN_IP_LIMIT: '100000',
  };
  await startApps({ profile: 'test', ports: TEST_PORTS, env, node, services, log });
  log('playwright');
  await runTests('playwright', node, [playwrightBin, 'test', '-c', playwrightConfig, '--reporter=list,json'], {
    ...process.env,
    BASE_URL: PUBLIC_URL,
    MAIL_WEB_URL: stack.mailWebUrl,
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightResults,
  });
}

let mainFailed = false;
try {
  await main();
} catch (err) {
  if (!cleaning) {
    reportError(log, err);
    mainFailed = true;
  }
} finally {
  await cleanup();
}
const jest = jestCounts();
const e2e = playwrightCounts();
const passed = jest.passed + e2e.passed;
const failed = jest.failed + e2e.failed;
if (failedSteps.length) log(`failed steps: ${failedSteps.join(', ')}`);
log(`finished in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(mainFailed || failedSteps.length > 0 || failed > 0 ? 1 : 0);
