// Rollout test: the workers process is told to stop (SIGTERM, as Kubernetes does) while it sends
// mails, and another one takes over. The stopping process finishes the sends it started, takes
// no new job, and exits; nothing is sent twice, nothing is lost, and no job is left for the
// stalled check (a job cut off in the middle would be found only once its lock expired).
import { randomBytes } from 'node:crypto';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { GateProxy } from '../testing/gate-proxy';
import { doubled, mailsOfRun, target, until } from '../testing/mail-catcher';
import { useMailFaultFixture } from '../testing/mail-fault-fixture';
import { startWorkersProcess } from '../testing/workers-process';

const MAILS = 12;
const CONCURRENCY = 3;

describe('mail across a workers rollout (SIGTERM)', () => {
  const fx = useMailFaultFixture('rollout');

  it('finishes the sends in flight, takes no new job, exits, and the next process sends the rest once each', async () => {
    const run = randomBytes(4).toString('hex');
    fx.markRun(run);
    const [db, queue, processes] = [fx.db(), fx.queue(), fx.processes];
    const recipients = Array.from({ length: MAILS }, (_, i) => `rollout.${run}.${i}@example.com`);
    // The old process's SMTP connections are held at the gate, so the SIGTERM finds sends in flight.
    const smtpGate = await GateProxy.start(target(fx.smtpUrl), { hold: true });
    fx.gates.push(smtpGate);
    const env = {
      DATABASE_URL: fx.databaseUrl(),
      REDIS_URL: fx.redisUrl,
      QUEUE_PREFIX: fx.prefix,
      WORKER_CONCURRENCY: String(CONCURRENCY),
    };
    const old = await startWorkersProcess({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtpGate.port}` });
    processes.push(old);
    const exitCode = new Promise<number | null>((resolve) => old.child.once('exit', (code) => resolve(code)));

    await db.transaction(async (manager) => {
      for (const [i, to] of recipients.entries()) {
        await enqueueInTransaction(manager, 'mail.send', { to, subject: `Attiva il tuo account ${run} ${i}`, text: `Ciao ${i}.` });
      }
    });
    await until('the old process to have as many sends open as it runs at once', () => smtpGate.links.length === CONCURRENCY);

    old.child.kill('SIGTERM');
    // Its sends go through now; it must complete them and stop without starting another.
    for (const link of smtpGate.links) link.release();
    expect(await exitCode).toBe(0);
    expect(smtpGate.links).toHaveLength(CONCURRENCY);
    await until('the finished sends at the mail catcher', async () => (await mailsOfRun(run)).length === CONCURRENCY);
    expect(await queue.getJobCounts('completed', 'active')).toEqual({ completed: CONCURRENCY, active: 0 });

    const next = await startWorkersProcess({ ...env, SMTP_URL: fx.smtpUrl });
    processes.push(next);
    // No stalled job waits for its lock to expire: the rest goes out at once.
    await until('all jobs completed', async () => (await queue.getJobCounts('completed')).completed === MAILS, 15_000);
    await until('every recipient’s mail at the mail catcher', async () => (await mailsOfRun(run)).length >= MAILS);
    const mails = await mailsOfRun(run);
    expect(doubled(mails)).toEqual([]);
    expect(new Set(mails.flatMap((m) => m.to.map((t) => t.address)))).toEqual(new Set(recipients));
    expect(await queue.getJobCounts('failed')).toEqual({ failed: 0 });
  }, 120_000);
});
