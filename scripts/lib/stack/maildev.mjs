// @ts-check
// The mail catcher for the stack: maildev from node_modules, one per profile (dev and test
// use different ports), its messages under .data/tmp.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, logDir, rootDir } from '../paths.mjs';
import {
  canConnect,
  CommandError,
  httpStatus,
  killTree,
  livePidFromFile,
  pollUntil,
  removePidFile,
  SetupError,
  spawnService,
  waitForHttp,
} from '../proc.mjs';
import { HOST } from './urls.mjs';

/** @typedef {import('../proc.mjs').Log} Log */

/** Path of the maildev CLI in node_modules. */
function maildevBin() {
  const pkgDir = join(rootDir, 'node_modules', 'maildev');
  try {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.maildev;
    if (bin) return join(pkgDir, bin);
  } catch {
    /* fall through */
  }
  throw new SetupError('maildev is missing from node_modules: run npm ci.');
}

/**
 * A maildev answering on the given ports: ours from an earlier run, one already there, or a
 * new one (then `stop` is set). `name` is its PID file; `emptyInbox` clears a reused
 * catcher's inbox (tests read it, so they start from an empty one); `node` runs it.
 * @param {{ name: string, smtp: number, web: number, emptyInbox: boolean, node: string, log: Log }} opts
 * @returns {Promise<{ smtpUrl: string, webUrl: string, stop: (() => Promise<void>) | null }>}
 */
export async function ensureMaildev({ name, smtp, web, emptyInbox, node, log }) {
  const smtpUrl = `smtp://${HOST}:${smtp}`;
  const webUrl = `http://${HOST}:${web}`;
  const health = `${webUrl}/api/healthz`;
  const healthy = async () => (await httpStatus(health)) === 200 && (await canConnect(HOST, smtp));
  const clearInbox = async () => {
    if (emptyInbox) await fetch(`${webUrl}/api/email/all`, { method: 'DELETE' }).catch(() => undefined);
  };

  const livePid = livePidFromFile(name);
  if (livePid !== null) {
    if (await pollUntil(healthy, 10_000)) {
      log(`mail: reusing maildev on ${webUrl} (pid ${livePid})`);
      await clearInbox();
      return { smtpUrl, webUrl, stop: null };
    }
    log(`mail: our earlier maildev (pid ${livePid}) does not answer; restarting it`);
    await killTree(livePid);
    removePidFile(name, livePid);
  }
  if ((await canConnect(HOST, web)) || (await canConnect(HOST, smtp))) {
    if (await healthy()) {
      log(`mail: reusing the maildev already on ${webUrl}`);
      await clearInbox();
      return { smtpUrl, webUrl, stop: null };
    }
    throw new SetupError(`Port ${web} or ${smtp} is taken by something that is not maildev.`);
  }
  const logFile = join(logDir, `${name}.log`);
  mkdirSync(join(dataDir, 'tmp'), { recursive: true });
  const service = await spawnService({
    name,
    command: node,
    args: [maildevBin(), '--smtp', String(smtp), '--web', String(web), '--ip', HOST, '--web-ip', HOST],
    // maildev would store message files in the shared /tmp/maildev otherwise.
    env: { ...process.env, TMPDIR: join(dataDir, 'tmp') },
    logFile,
  });
  service.child.unref();
  const controller = new AbortController();
  service.exited.then(({ code }) => controller.abort(new CommandError(`maildev exited; see ${logFile}`, code)));
  try {
    await waitForHttp(health, 15_000, { signal: controller.signal });
    await pollUntil(() => canConnect(HOST, smtp), 5_000, controller.signal);
  } catch (err) {
    await service.stop();
    throw err;
  }
  log(`mail: started maildev (SMTP ${smtp}, inbox ${webUrl})`);
  return { smtpUrl, webUrl, stop: service.stop };
}
