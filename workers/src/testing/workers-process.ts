import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@amoretto/shared/testing';

const root = join(__dirname, '..', '..', '..');
/** The built workers, as deployed (`npm test` builds the apps before Jest runs). */
export const WORKERS_MAIN = join(root, 'workers', 'dist', 'main.js');

export interface WorkersProcess {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts the workers in a process of their own and waits until their /health answers. */
export async function startWorkersProcess(env: Record<string, string>): Promise<WorkersProcess> {
  if (!existsSync(WORKERS_MAIN)) throw new Error(`${WORKERS_MAIN} is missing: build first (npm test does)`);
  const port = await freePort(4600);
  const child = spawn(process.execPath, [WORKERS_MAIN], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    // Warnings and errors only (Nest writes its start-up lines to stdout).
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the workers exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, exited };
    if (Date.now() > deadline) throw new Error('the workers did not answer /health');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
