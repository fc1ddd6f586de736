// Rollout test of every kind of job the workers run on a member's behalf: a stream of messages to
// members away (each a push to a local push service and a mail) and of account mails, while the
// workers process gets SIGTERM (as Kubernetes sends it) and another one takes over. Nothing may be
// done twice (a push or a mail), lost, or failed on the way: the stopping process finishes what it
// runs with its connections still open, takes nothing new, and exits 0; a job that cannot finish
// within DRAIN_TIMEOUT_MS is handed back to the queue for the next process, not cut off.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { createDataSource, enqueueInTransaction } from '@amoretto/shared/db';
import {
  createIsolatedDatabase,
  exitWithin,
  freePort,
  getOnce,
  killAppProcess,
  startAppProcess,
  TestPushService,
  type AppProcess,
} from '@amoretto/shared/testing';
import { GateProxy } from '../testing/gate-proxy';
import { target, until } from '../testing/mail-catcher';

interface CaughtMail {
  id: string;
  to: Array<{ address: string }>;
}

/** Mails at the shared catcher to addresses containing `run`, by recipient. */
async function mailsOfRun(run: string): Promise<CaughtMail[]> {
  const res = await fetch(`${process.env.MAIL_WEB_URL}/api/email`);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.to.some((t) => t.address.includes(run)));
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('workers across a rollout (SIGTERM): pushes, notification mails and mails', () => {
  let db: DataSource;
  let drop: () => Promise<void>;
  let databaseUrl: string;
  let pushService: TestPushService;
  let certDir: string;
  let certFile: string;
  const processes: AppProcess[] = [];
  const gates: GateProxy[] = [];
  const queues = new Map<string, Queue>();
  const runs: string[] = [];

  beforeAll(async () => {
    if (!process.env.MAIL_WEB_URL || !process.env.SMTP_URL || !process.env.VAPID_PUBLIC_KEY) {
      throw new Error('MAIL_WEB_URL, SMTP_URL and VAPID_PUBLIC_KEY are not set: run the tests with `npm test`');
    }
    pushService = await TestPushService.start({ port: await freePort(5600), applicationServerKey: process.env.VAPID_PUBLIC_KEY });
    // The workers run in processes of their own: they trust the local push service's certificate as a CA.
    certDir = mkdtempSync(join(tmpdir(), 'workers-sigterm-'));
    certFile = join(certDir, 'push-ca.pem');
    writeFileSync(certFile, pushService.certificate);
    const isolated = await createIsolatedDatabase('wsigterm');
    [databaseUrl, drop] = [isolated.url, isolated.drop];
    db = createDataSource(databaseUrl);
    await db.initialize();
  }, 60_000);

  afterAll(async () => {
    for (const app of processes) await killAppProcess(app);
    await Promise.all(gates.map((gate) => gate.close()));
    for (const queue of queues.values()) {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    for (const run of runs) {
      for (const mail of await mailsOfRun(run)) await fetch(`${process.env.MAIL_WEB_URL}/api/email/${mail.id}`, { method: 'DELETE' });
    }
    await pushService.stop();
    await db.destroy();
    await drop();
    rmSync(certDir, { recursive: true, force: true });
  }, 60_000);

  const queue = (prefix: string, name: string): Queue => {
    const key = `${prefix}:${name}`;
    let found = queues.get(key);
    if (!found)
      queues.set(key, (found = new Queue(name, { connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: null }, prefix })));
    return found;
  };

  const startWorkers = (prefix: string, env: Record<string, string> = {}): Promise<AppProcess> =>
    startAppProcess('workers', {
      DATABASE_URL: databaseUrl,
      QUEUE_PREFIX: prefix,
      NODE_EXTRA_CA_CERTS: certFile,
      NOTIFY_CONCURRENCY: '4',
      WORKER_CONCURRENCY: '2',
      OUTBOX_POLL_MS: '100',
      ...env,
    }).then((app) => {
      processes.push(app);
      return app;
    });

  const member = async (email: string, name: string): Promise<number> => {
    const [row] = (await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, credits)
       VALUES ($1, 'x', $2, '1990-01-01', 'active', 'it', (SELECT id FROM sites ORDER BY id LIMIT 1), 'IT', 1000) RETURNING id`,
      [email, name],
    )) as Array<{ id: number }>;
    return row!.id;
  };

  /** A member away from the site (no presence in Redis) with one browser subscribed to pushes. */
  const awayMember = async (run: string, i: number): Promise<{ id: number; endpoint: string; email: string }> => {
    const email = `away.${run}.${i}@example.com`;
    const id = await member(email, `Away ${i}`);
    const subscription = pushService.subscribe();
    await db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
      id,
      subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
    ]);
    return { id, endpoint: subscription.endpoint, email };
  };

  /** A first message, stored as the HTTP and socket sends store it: its notify job comes through the outbox. */
  const send = async (from: number, to: number, body: string): Promise<void> => {
    // No limit of conversations started: one sender writes to every member away.
    const [{ result }] = (await db.query(`SELECT chat_send($1, $2, $3, 'text', $4, NULL, NULL, NULL, 'message', 1000) AS result`, [
      from,
      to,
      randomUUID(),
      body,
    ])) as Array<{ result: { outcome: string } }>;
    expect(result.outcome).toBe('created');
  };

  const mail = (to: string, i: number) =>
    db.transaction((manager) => enqueueInTransaction(manager, 'mail.send', { to, subject: `Benvenuto ${i}`, text: `Ciao ${i}.` }));

  /** Where this test's outbox rows start (the tests share the database). */
  const outboxStart = async (): Promise<string> =>
    ((await db.query(`SELECT coalesce(max(id), 0)::text AS id FROM outbox`)) as Array<{ id: string }>)[0]!.id;

  /** Each job of the run's outbox rows, as BullMQ holds it: its state and whether any attempt failed or stalled. */
  const jobsOf = async (prefix: string, after: string) => {
    const rows = (await db.query(
      `SELECT id, job_name FROM outbox WHERE id > $1 AND job_name IN ('notify.message', 'notify.mail', 'mail.send') ORDER BY id`,
      [after],
    )) as Array<{ id: string; job_name: string }>;
    return Promise.all(
      rows.map(async (row) => {
        const job = await queue(prefix, row.job_name === 'mail.send' ? 'mail' : 'notify').getJob(`outbox-${row.id}`);
        const state = job ? await job.getState() : 'unknown';
        return { name: row.job_name, state, failures: job?.stacktrace?.length ?? 0, stalled: job?.stalledCounter ?? 0 };
      }),
    );
  };

  /** Every push, notification mail and mail of the run arrived, each exactly once; no job failed an attempt. */
  const expectEachOnce = async (
    run: string,
    prefix: string,
    after: string,
    recipients: Array<{ endpoint: string; email: string }>,
    mailTo: string[],
  ): Promise<void> => {
    const expectedJobs = 2 * recipients.length + mailTo.length;
    await until(
      'every job of the run completed',
      async () => {
        const jobs = await jobsOf(prefix, after);
        return jobs.length === expectedJobs && jobs.every((job) => job.state === 'completed');
      },
      60_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(await jobsOf(prefix, after))}`);
    });
    await until('every mail at the catcher', async () => (await mailsOfRun(run)).length >= recipients.length + mailTo.length);
    const mails = countBy(await mailsOfRun(run), (m) => m.to.map((t) => t.address).join(','));
    expect(Object.fromEntries(mails)).toEqual(Object.fromEntries([...recipients.map((r) => r.email), ...mailTo].map((a) => [a, 1])));
    const pushes = countBy(
      pushService.received.filter((push) => recipients.some((r) => r.endpoint === push.endpoint)),
      (push) => push.endpoint,
    );
    expect(Object.fromEntries(pushes)).toEqual(Object.fromEntries(recipients.map((r) => [r.endpoint, 1])));
    expect(pushService.refused).toEqual([]);
    const jobs = await jobsOf(prefix, after);
    expect(jobs.filter((job) => job.failures > 0 || job.stalled > 0)).toEqual([]);
    for (const name of ['notify', 'mail']) expect(await queue(prefix, name).getJobCounts('failed')).toEqual({ failed: 0 });
  };

  it('under a stream of pushes and mails: finishes the jobs in flight with its connections open, takes no new one, exits 0; the next process does the rest once each', async () => {
    const run = randomBytes(4).toString('hex');
    runs.push(run);
    const prefix = `h-wsig-${run}`;
    const after = await outboxStart();
    const MESSAGES = 24;
    const MAILS = 12;
    const sender = await member(`sender.${run}@example.com`, 'Giulia');
    const recipients = [];
    for (let i = 0; i < MESSAGES; i++) recipients.push(await awayMember(run, i));
    const mailTo = Array.from({ length: MAILS }, (_, i) => `mail.${run}.${i}@example.com`);

    // The push service takes pushes but keeps its answers back: the SIGTERM finds pushes in flight.
    pushService.holdAnswers();
    const old = await startWorkers(prefix);

    // The stream: a message to a member away and, every other step, a mail, at a steady pace.
    const stream = (async () => {
      for (let i = 0; i < MESSAGES; i++) {
        await send(sender, recipients[i]!.id, `Ciao ${i}!`);
        if (i % 2 === 0) await mail(mailTo[i / 2]!, i / 2);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();

    await until('the old process to have as many pushes in flight as it runs notify jobs at once', () => pushService.heldCount === 4);
    old.child.kill('SIGTERM');
    const inFlight = pushService.received.length;
    // The stop has begun once its /health fails (the process is out of rotation); then the push service answers.
    await until('the old process to fail /health', async () => (await getOnce(`${old.url}/health`))?.status !== 200);
    pushService.releaseAnswers();
    expect(await old.exited).toEqual({ code: 0, signal: null });
    // Nothing cut off after the push service took it (the sender would push again), nothing new taken.
    expect(pushService.cut).toEqual([]);
    expect(pushService.received).toHaveLength(inFlight);

    const next = await startWorkers(prefix);
    await stream;
    await expectEachOnce(run, prefix, after, recipients, mailTo);
    // An idle process stops at once, and this file's next test shares the database (and its outbox).
    next.child.kill('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('hands a job that cannot finish within DRAIN_TIMEOUT_MS back to the queue, exits 0, and the next process does it once', async () => {
    const run = randomBytes(4).toString('hex');
    runs.push(run);
    const prefix = `h-wsig-${run}`;
    const after = await outboxStart();
    const sender = await member(`sender.${run}@example.com`, 'Marta');
    const recipients = [await awayMember(run, 0), await awayMember(run, 1)];
    const mailTo = [`mail.${run}.0@example.com`];

    // Pushes taken and never answered; the SMTP server never heard: nothing the old process runs can end.
    pushService.holdAnswers();
    const smtpGate = await GateProxy.start(target(process.env.SMTP_URL!), { hold: true });
    gates.push(smtpGate);
    const old = await startWorkers(prefix, { DRAIN_TIMEOUT_MS: '1000', SMTP_URL: `smtp://127.0.0.1:${smtpGate.port}` });
    for (const [i, recipient] of recipients.entries()) await send(sender, recipient.id, `Ciao ${i}!`);
    await mail(mailTo[0]!, 0);
    await until('both pushes and the mail in flight', () => pushService.heldCount === 2 && smtpGate.links.length === 1);

    old.child.kill('SIGTERM');
    // A bound far above the drain timeout, far below a test timeout: without a hand-back the
    // process would wait for the push service and the SMTP server for ever (or fail the jobs).
    expect(await exitWithin(old, 30_000)).toEqual({ code: 0, signal: null });
    pushService.releaseAnswers();

    await startWorkers(prefix);
    // The pushes reached the push service once, before the hand-back: the next run finds them done.
    await expectEachOnce(run, prefix, after, recipients, mailTo);
  }, 180_000);
});
