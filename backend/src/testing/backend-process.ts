import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, getOnce, pollUntil } from '@amoretto/shared/testing';

const root = join(__dirname, '..', '..', '..');
/** The built backend, as deployed (`npm test` builds the apps before Jest runs). */
export const BACKEND_MAIN = join(root, 'backend', 'dist', 'main.js');

export interface BackendProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** The exit code (null when ended by a signal) and signal, once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the backend in a process of its own (the test environment plus `env`) and waits until its /health answers. */
export async function startBackendProcess(env: Record<string, string>): Promise<BackendProcess> {
  if (!existsSync(BACKEND_MAIN)) throw new Error(`${BACKEND_MAIN} is missing: build first (npm test does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [BACKEND_MAIN], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    // Warnings and errors only (Nest writes its start-up lines to stdout).
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await pollUntil(
    'the backend to answer /health',
    async () => {
      if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}`);
      return (await getOnce(`${url}/health`))?.status === 200;
    },
    60_000,
  );
  return { child, port, url, exited };
}

/** Stops it for good (test clean-up). */
export async function killBackendProcess(backend: BackendProcess): Promise<void> {
  if (backend.child.exitCode === null && backend.child.signalCode === null) backend.child.kill('SIGKILL');
  await backend.exited;
}
