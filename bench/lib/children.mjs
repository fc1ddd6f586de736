// Every process a bench run starts, stopped by PID on any way out (the run's end, Ctrl+C, a crash).
import { fork } from 'node:child_process';
import http from 'node:http';

/**
 * The run's child processes. `track` registers one (an early exit is logged unless the child was
 * marked `expectedExit` or the run is stopping); `stopAll` sends SIGTERM, waits up to `graceMs`,
 * then SIGKILLs what is left; `stopping` tells exit handlers the run is ending.
 */
export function childProcesses(log, { graceMs = 10_000 } = {}) {
  const children = new Set();
  const registry = {
    stopping: false,
    track(child, label) {
      children.add(child);
      child.on('exit', (code, signal) => {
        children.delete(child);
        if (!registry.stopping && !child.expectedExit) log(`${label} (pid ${child.pid}) exited early: ${signal ?? code}`);
      });
      return child;
    },
    /**
     * Forks a load process (`script`) that answers `{ id, cmd, ... }` messages with `{ id, ok, result | error }`;
     * `call(cmd, payload)` resolves with its answer. If it exits, pending calls fail, or end quietly
     * while the run is stopping (then an exit is the answer).
     */
    forkLoadProcess(script, label) {
      const child = registry.track(fork(script, [], { stdio: ['ignore', 2, 2, 'ipc'] }), label);
      let nextId = 0;
      const waiting = new Map();
      child.on('message', (m) => {
        const w = waiting.get(m.id);
        waiting.delete(m.id);
        if (m.ok) w?.resolve(m.result);
        else w?.reject(new Error(`${label}: ${m.error}`));
      });
      child.on('exit', () => {
        for (const w of waiting.values()) {
          if (registry.stopping) w.resolve(undefined);
          else w.reject(new Error(`${label} exited`));
        }
        waiting.clear();
      });
      return {
        pid: child.pid,
        call(cmd, payload = {}) {
          return new Promise((resolve, reject) => {
            const id = nextId++;
            waiting.set(id, { resolve, reject });
            child.send({ id, cmd, ...payload });
          });
        },
      };
    },
    async stopAll() {
      registry.stopping = true;
      const alive = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
      for (const c of alive) c.kill('SIGTERM');
      await Promise.race([
        Promise.all(alive.map((c) => new Promise((r) => c.once('exit', r)))),
        new Promise((r) => setTimeout(r, graceMs)),
      ]);
      for (const c of children) c.kill('SIGKILL');
    },
  };
  process.on('exit', () => {
    for (const c of children) {
      try {
        process.kill(c.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
  for (const s of ['SIGINT', 'SIGTERM']) {
    process.on(s, () => {
      log(`${s}: stopping what this run started`);
      registry.stopAll().finally(() => process.exit(130));
    });
  }
  return registry;
}

function httpStatus(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.setTimeout(2000, () => req.destroy(new Error('timeout')));
  });
}

/** Waits until `url` answers 200, failing when `child` exits first or after `timeoutMs`. */
export async function waitForHttp(url, child, label, { timeoutMs = 60_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    try {
      if ((await httpStatus(url)) === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s`);
}
