import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createDataSource, enqueueInTransaction, OutboxEntity, outboxJobId } from '@amoretto/shared/db';
import { writePresence } from '@amoretto/shared/node';
import type { DataSource } from 'typeorm';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { eventually } from '../testing/eventually';

async function mailSubjects(): Promise<string[]> {
  const res = await fetch(`${process.env.MAIL_WEB_URL}/api/email`);
  return ((await res.json()) as Array<{ subject: string }>).map((m) => m.subject);
}

describe('outbox relay', () => {
  let app: INestApplicationContext;
  let db: DataSource;
  let config: ReturnType<typeof loadWorkersConfig>;

  beforeAll(async () => {
    config = loadWorkersConfig({ ...process.env, PORT: '4996', LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '50' });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('delivers a job recorded in a committed transaction, exactly once', async () => {
    const subject = `Outbox committed ${Date.now()}`;
    const id = await db.transaction((manager) =>
      enqueueInTransaction(manager, 'mail.send', { to: 'marco@example.com', subject, text: 'ok' }),
    );
    const subjects = await eventually(mailSubjects, (s) => s.includes(subject));
    expect(subjects.filter((s) => s === subject)).toHaveLength(1);
    const row = await db.getRepository(OutboxEntity).findOneByOrFail({ id });
    expect(row.dispatched_at).toBeInstanceOf(Date);
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    const subject = `Outbox rolled back ${Date.now()}`;
    await expect(
      db.transaction(async (manager) => {
        await enqueueInTransaction(manager, 'mail.send', { to: 'marco@example.com', subject, text: 'never' });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    // A later committed job proves the relay ran past the point where the rolled-back one would be.
    const marker = `Outbox marker ${Date.now()}`;
    await db.transaction((manager) => enqueueInTransaction(manager, 'mail.send', { to: 'marco@example.com', subject: marker, text: 'ok' }));
    const subjects = await eventually(mailSubjects, (s) => s.includes(marker));
    expect(subjects).not.toContain(subject);
  });

  it('makes no notify.message job for a recipient looking at the site, and one for a recipient away', async () => {
    // Ids no member has: the gate looks only at presence, and the job of the one away finds nobody to tell.
    const [atSite, away] = [2_000_000_001, 2_000_000_002];
    const redis = new Redis(process.env.REDIS_URL!);
    const queue = new Queue('notify', { connection: { url: process.env.REDIS_URL! }, prefix: config.QUEUE_PREFIX });
    try {
      const pipeline = redis.pipeline();
      writePresence(pipeline, { userId: atSite, socketId: 'relay-spec', visible: true }, Date.now());
      await pipeline.exec();
      const message = (recipientId: number) => ({ messageId: 1, conversationId: 1, senderId: 1, recipientId, seq: 1 });
      const [seenId, awayId] = await db.transaction(async (manager) => [
        await enqueueInTransaction(manager, 'notify.message', message(atSite)),
        await enqueueInTransaction(manager, 'notify.message', message(away)),
      ]);
      const repo = db.getRepository(OutboxEntity);
      const rows = await eventually(
        () => repo.findBy([{ id: seenId }, { id: awayId }]),
        (found) => found.every((row) => row.dispatched_at !== null),
      );
      expect(rows.map((row) => row.dispatched_at)).toEqual([expect.any(Date), expect.any(Date)]);
      // The job of the one away exists (run or still waiting); the other was never made.
      expect(await queue.getJob(outboxJobId(awayId))).toBeDefined();
      expect(await queue.getJob(outboxJobId(seenId))).toBeUndefined();
    } finally {
      await redis.del(`presence:visible:${atSite}`, `presence:${atSite}`, `presence:seen:${atSite}`);
      await redis.quit();
      await queue.close();
    }
  });

  it('refuses to record a job outside a transaction', async () => {
    await expect(enqueueInTransaction(db.manager, 'mail.send', { to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow(
      /inside a transaction/,
    );
  });
});
