// @ts-check
// `npm run stop`: stops everything the stack scripts started in this checkout, found
// through our PID files (each checked against /proc/<pid>/cmdline first) and the local
// Postgres data directory. Servers we did not start (system Postgres/Redis) are untouched.
import { readdirSync } from 'node:fs';
import { runDir } from './lib/paths.mjs';
import { isAlive, killTree, livePidFromFile, makeLogger, pollUntil, reportError } from './lib/proc.mjs';
import { stopLocalPostgres } from './lib/stack/index.mjs';

const log = makeLogger('stop');

/** PID file names in .data/run, without the extension. */
function pidFileNames() {
  try {
    return readdirSync(runDir)
      .filter((file) => file.endsWith('.pid'))
      .map((file) => file.slice(0, -'.pid'.length));
  } catch {
    return [];
  }
}

async function main() {
  let stopped = 0;
  // First the supervisors (npm start / npm test): on SIGTERM they stop their own children
  // and the stack servers they started, in order.
  for (const name of ['start', 'test']) {
    const pid = livePidFromFile(name);
    if (pid === null) continue;
    log(`asking npm ${name} (pid ${pid}) to stop`);
    process.kill(pid, 'SIGTERM');
    if (!(await pollUntil(() => !isAlive(pid), 60_000))) await killTree(pid, { timeoutMs: 1_000 });
    stopped++;
  }
  // Then whatever is left: app processes of a crashed run, shared Redis and mail catchers.
  for (const name of pidFileNames()) {
    const pid = livePidFromFile(name);
    if (pid === null) continue;
    log(`stopping ${name} (pid ${pid})`);
    await killTree(pid);
    livePidFromFile(name); // removes the now stale file
    stopped++;
  }
  const postgresPid = await stopLocalPostgres();
  if (postgresPid !== null) {
    log(`stopped the project-local Postgres (pid ${postgresPid})`);
    stopped++;
  }
  log(stopped ? 'done' : 'nothing of ours was running');
}

main().catch((err) => {
  reportError(log, err);
  process.exit(1);
});
