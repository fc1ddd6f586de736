import { startAppProcess, type AppProcess } from '@amoretto/shared/testing';

/** The built workers (`workers/dist/main.js`, as deployed) in a process of their own. */
export type WorkersProcess = AppProcess;

/** Starts the workers with the test environment plus `env` and waits until their /health answers. */
export function startWorkersProcess(env: Record<string, string>): Promise<WorkersProcess> {
  return startAppProcess('workers', env);
}
