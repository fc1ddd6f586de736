import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@amoretto/shared/db';
import { createIsolatedDatabase } from '@amoretto/shared/testing';
import type { GateProxy } from './gate-proxy';
import { deleteMailsOfRun } from './mail-catcher';
import type { WorkersProcess } from './workers-process';

/** What a workers fault test holds: its own database and queue prefix, and what it started. */
export interface MailFaultFixture {
  redisUrl: string;
  smtpUrl: string;
  /** BullMQ key prefix of this test's queues. */
  prefix: string;
  databaseUrl: () => string;
  db: () => DataSource;
  /** The `mail` queue under this test's prefix. */
  queue: () => Queue;
  /** Workers processes started: killed at the end if still running. */
  processes: WorkersProcess[];
  /** Gates started: closed at the end. */
  gates: GateProxy[];
  /** Marks the run whose mails are taken out of the shared catcher at the end. */
  markRun: (run: string) => void;
}

/**
 * The set-up of a test that starts workers processes against a database of its own and the shared
 * mail catcher, and cleans up whatever it left (processes, gates, queues, mails, the database).
 */
export function useMailFaultFixture(name: string): MailFaultFixture {
  const redisUrl = process.env.REDIS_URL!;
  const smtpUrl = process.env.SMTP_URL!;
  const prefix = `${name}-${randomBytes(4).toString('hex')}`;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: DataSource | undefined;
  let queue: Queue | undefined;
  let run = '';
  const fixture: MailFaultFixture = {
    redisUrl,
    smtpUrl,
    prefix,
    databaseUrl: () => database!.url,
    db: () => db!,
    queue: () => queue!,
    processes: [],
    gates: [],
    markRun: (value) => (run = value),
  };

  beforeAll(async () => {
    if (!process.env.MAIL_WEB_URL || !smtpUrl) throw new Error('MAIL_WEB_URL and SMTP_URL are not set: run the tests with `npm test`');
    database = await createIsolatedDatabase(`mail${name}`);
    db = createDataSource(database.url);
    await db.initialize();
    queue = new Queue('mail', { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix });
  }, 60_000);

  afterAll(async () => {
    for (const { child, exited } of fixture.processes) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    await Promise.all(fixture.gates.map((gate) => gate.close()));
    await queue?.obliterate({ force: true }).catch(() => undefined);
    // The mail catcher is shared by every test file: take this run's mails out again.
    if (run) await deleteMailsOfRun(run);
    await queue?.close();
    await db?.destroy();
    await database?.drop();
  });

  return fixture;
}
