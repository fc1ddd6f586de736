// Fault test: the workers process is killed (SIGKILL) while it sends mails and another one
// is started. Every mail must arrive once, and the orphaned jobs must be taken up within
// seconds. The moment of the kill is chosen, not guessed: gates in front of Redis and
// SMTP hold the dying process's traffic so that at the kill some mails are delivered while
// their jobs are still active in Redis (a re-run would send them again), some sends are
// cut off before the SMTP server accepted them (a re-run must send them), the rest wait.
import { randomBytes } from 'node:crypto';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { GateProxy, type GateLink } from '../testing/gate-proxy';
import { doubled, mailsOfRun, target, until } from '../testing/mail-catcher';
import { useMailFaultFixture } from '../testing/mail-fault-fixture';
import { startWorkersProcess } from '../testing/workers-process';

const MAILS = 25;
const CONCURRENCY = 4;
/** Of the sends in flight at the kill, how many reach the SMTP server first. */
const DELIVERED_BEFORE_KILL = 2;
/** A restarted worker must have taken up the orphaned jobs and finished all within this. */
const RECOVERY_LIMIT_MS = 20_000;

describe('mail after a workers crash', () => {
  const fx = useMailFaultFixture('crash');

  /** Sessions of other clients inside a transaction (the test's own pool is idle between its queries). */
  const openTransactions = async (): Promise<number> => {
    const [row] = await fx.db().query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid() AND state <> 'idle'`,
    );
    return row.n as number;
  };

  it('sends every mail once and takes up the orphaned jobs within seconds', async () => {
    const run = randomBytes(4).toString('hex');
    fx.markRun(run);
    const [db, queue, processes, gates] = [fx.db(), fx.queue(), fx.processes, fx.gates];
    const [redisUrl, smtpUrl] = [fx.redisUrl, fx.smtpUrl];
    const recipients = Array.from({ length: MAILS }, (_, i) => `crash.${run}.${i}@example.com`);
    const smtpGate = await GateProxy.start(target(smtpUrl), { hold: true });
    const redisGate = await GateProxy.start(target(redisUrl), { hold: false });
    gates.push(smtpGate, redisGate);
    const redisThroughGate = new URL(redisUrl);
    redisThroughGate.host = `127.0.0.1:${redisGate.port}`;

    const first = await startWorkersProcess({
      DATABASE_URL: fx.databaseUrl(),
      REDIS_URL: redisThroughGate.toString(),
      SMTP_URL: `smtp://127.0.0.1:${smtpGate.port}`,
      QUEUE_PREFIX: fx.prefix,
      WORKER_CONCURRENCY: String(CONCURRENCY),
      OUTBOX_POLL_MS: '50',
    });
    processes.push(first);

    // Activation mails, queued as the backend queues them: outbox rows the workers relay.
    await db.transaction(async (manager) => {
      for (const [i, to] of recipients.entries()) {
        await enqueueInTransaction(manager, 'mail.send', {
          to,
          subject: `Attiva il tuo account ${run} ${i}`,
          text: `Ciao ${i}, conferma il tuo indirizzo.`,
        });
      }
    });

    // All relayed, and the workers busy with as many sends as they run at once, each
    // connected to the SMTP gate, which holds them.
    await until('the relay to move every job to BullMQ and the workers to open their SMTP sends', async () => {
      const [pending] = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE dispatched_at IS NULL`);
      return pending.n === 0 && smtpGate.links.length === CONCURRENCY;
    });

    // The dying process can no longer tell Redis that a job is done, nor take another.
    redisGate.hold();
    const delivered: GateLink[] = smtpGate.links.slice(0, DELIVERED_BEFORE_KILL);
    for (const link of delivered) link.release();
    // The released sends end (SMTP connection closed, nothing left open in Postgres but
    // the held sends); the held ones never got past the gate.
    await until('the released sends to finish', async () => {
      return delivered.every((link) => link.closed) && (await openTransactions()) <= CONCURRENCY - DELIVERED_BEFORE_KILL;
    });
    await until('the released mails at the mail catcher', async () => (await mailsOfRun(run)).length >= DELIVERED_BEFORE_KILL);
    expect(await mailsOfRun(run)).toHaveLength(DELIVERED_BEFORE_KILL);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startWorkersProcess({
      DATABASE_URL: fx.databaseUrl(),
      REDIS_URL: redisUrl,
      SMTP_URL: smtpUrl,
      QUEUE_PREFIX: fx.prefix,
      WORKER_CONCURRENCY: String(CONCURRENCY),
      OUTBOX_POLL_MS: '50',
    });
    processes.push(second);

    // The orphaned jobs are only found by the stalled check once their lock has expired:
    // that, not the sending, is what the limit is about.
    await until(
      `all ${MAILS} jobs to complete within ${RECOVERY_LIMIT_MS} ms of the restart`,
      async () => (await queue.getJobCounts('completed')).completed === MAILS,
      RECOVERY_LIMIT_MS,
    );
    await until('every recipient’s mail at the mail catcher', async () => {
      const to = new Set((await mailsOfRun(run)).flatMap((m) => m.to.map((t) => t.address)));
      return recipients.every((r) => to.has(r));
    });

    const mails = await mailsOfRun(run);
    expect(doubled(mails)).toEqual([]);
    expect(mails).toHaveLength(MAILS);
    expect(await queue.getJobCounts('failed')).toEqual({ failed: 0 });
  }, 120_000);
});
