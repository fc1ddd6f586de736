// A built app (`<app>/dist/main.js`, as deployed) in a process of its own, for the rollout tests. Tests only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './fault-testing';
import { getOnce, pollUntil } from './site-nginx';

const repo = resolve(__dirname, '../../..');

export interface AppProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** The exit code (null when ended by a signal) and the signal, once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the app with the test environment plus `env` and waits until its /health answers 200. */
export async function startAppProcess(app: 'backend' | 'gateway' | 'workers', env: Record<string, string> = {}): Promise<AppProcess> {
  const main = join(repo, app, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm test does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    // Warnings and errors only (Nest writes its start-up lines to stdout).
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await pollUntil(
    `the ${app} to answer /health`,
    async () => {
      if (child.exitCode !== null) throw new Error(`the ${app} exited with ${child.exitCode}`);
      return (await getOnce(`${url}/health`))?.status === 200;
    },
    60_000,
  );
  return { child, port, url, exited };
}

/** The exit, or 'still running' once `ms` have passed (a stop must end within its grace period). */
export function exitWithin(app: AppProcess, ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'still running'> {
  return Promise.race([app.exited, new Promise<'still running'>((done) => setTimeout(() => done('still running'), ms).unref())]);
}

/** Stops it for good (test clean-up). */
export async function killAppProcess(app: AppProcess): Promise<void> {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  await app.exited;
}
