import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { JOBS, QUEUES, type JobOf } from '@amoretto/shared';
import { loadWorkersConfig } from '../config/workers-config';
import { startHealthServer } from '../health/health-server';
import { createWorkers } from '../workers.factory';
import { MailProcessor } from './mail.processor';

const mailWebUrl = process.env.MAIL_WEB_URL;

interface CaughtMail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
  from: Array<{ address: string }>;
}

async function waitForMail(subject: string, timeoutMs = 10_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${mailWebUrl}/api/email`);
    const found = ((await res.json()) as CaughtMail[]).find((m) => m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with subject "${subject}" reached the mail catcher`);
}

describe('workers', () => {
  let app: INestApplicationContext;
  let health: Awaited<ReturnType<typeof startHealthServer>>;
  let queue: Queue;

  beforeAll(async () => {
    if (!mailWebUrl) throw new Error('MAIL_WEB_URL is not set: run the tests with `npm test`');
    const config = loadWorkersConfig({ ...process.env, PORT: '4997', LOG_LEVEL: 'silent', MAIL_FROM: 'Amoretto <no-reply@amoretto.test>' });
    app = await createWorkers(config);
    await app.init();
    health = await startHealthServer(config, app.get(DataSource));
    queue = new Queue(JOBS['mail.send'], {
      connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: null },
      prefix: config.QUEUE_PREFIX,
    });
  });

  afterAll(async () => {
    await queue.close();
    await health.close();
    await app.close();
  });

  it('delivers a mail.send job over SMTP to the mail catcher', async () => {
    const subject = `Benvenuto ${Date.now()}`;
    const payload: JobOf<'mail.send'> = { to: 'giulia@example.com', subject, text: 'Ciao Giulia, il tuo account è pronto.' };
    await queue.add('mail.send', payload);
    const mail = await waitForMail(subject);
    expect(mail.to[0]?.address).toBe('giulia@example.com');
    expect(mail.from[0]?.address).toBe('no-reply@amoretto.test');
    expect(mail.text.trim()).toBe('Ciao Giulia, il tuo account è pronto.');
  });

  it('sends a job’s mail once however often the job runs, with a Message-ID stable per job', async () => {
    const subject = `Conferma ${Date.now()}`;
    const payload: JobOf<'mail.send'> = { to: 'luca@example.com', subject, text: 'Conferma il tuo indirizzo.' };
    const job = { jobId: 'outbox-x', key: `test-once-${Date.now()}-${Math.random().toString(36).slice(2)}`, attempt: 1 };
    const mailer = app.get(MailProcessor);
    // Two runs at once (a stalled-job re-run while the first still sends) and one after.
    await Promise.all([mailer.send(payload, job), mailer.send(payload, { ...job, attempt: 2 })]);
    await mailer.send(payload, { ...job, attempt: 3 });
    // A mail to another job proves the catcher has caught up past any second copy.
    const marker = `${subject} marker`;
    await mailer.send({ ...payload, subject: marker }, { ...job, key: `${job.key}-marker` });
    await waitForMail(marker);
    const res = await fetch(`${mailWebUrl}/api/email`);
    const copies = ((await res.json()) as Array<CaughtMail & { headers: Record<string, string> }>).filter((m) => m.subject === subject);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.headers['message-id']).toMatch(/^<test-once-.*@amoretto\.test>$/);
  });

  it('serves health, and the queue dashboard only behind the operator login (health/queues-access.int-spec.ts)', async () => {
    const res = await fetch('http://127.0.0.1:4997/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', redis: 'up', queues: [...QUEUES] });
    const board = await fetch('http://127.0.0.1:4997/operator/queues', { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(board.status).toBe(302);
    expect(board.headers.get('location')).toMatch(/^\/operator\/login\?/);
  });
});
