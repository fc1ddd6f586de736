import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@amoretto/shared/db';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { JOB_EFFECTS_KEEP_MS, OUTBOX_KEEP_MS, OutboxPruneProcessor } from './outbox-prune.processor';

describe('outbox prune', () => {
  let app: INestApplicationContext;
  let db: DataSource;

  beforeAll(async () => {
    // Not started (no init): no relay moves the rows written here, no worker runs; this file only prunes.
    app = await createWorkers(loadWorkersConfig({ ...process.env, PORT: '20205', LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '10000' }));
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('deletes outbox rows relayed over a day ago and job effects over a week old, and nothing younger or still waiting', async () => {
    // Now, not a moved clock: rows other test files just wrote are younger than a day and stay.
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo);
    const marker = randomBytes(6).toString('hex');
    const outbox = async (dispatchedMsAgo: number | null) =>
      (
        (await db.query(`INSERT INTO outbox (job_name, payload, dispatched_at) VALUES ('outbox.prune', $1, $2) RETURNING id`, [
          { marker },
          dispatchedMsAgo === null ? null : at(dispatchedMsAgo),
        ])) as Array<{ id: string }>
      )[0]!.id;
    const old = await outbox(OUTBOX_KEEP_MS + 60_000);
    const young = await outbox(OUTBOX_KEEP_MS - 60_000);
    const waiting = await outbox(null);
    await db.query(`INSERT INTO job_effects (job_key, job_name, done_at) VALUES ($1, 'x', $2), ($3, 'x', $4)`, [
      `old-${marker}`,
      at(JOB_EFFECTS_KEEP_MS + 60_000),
      `young-${marker}`,
      at(JOB_EFFECTS_KEEP_MS - 60_000),
    ]);

    const pruned = await app.get(OutboxPruneProcessor).pruneAt(now);
    expect(pruned.outbox).toBeGreaterThanOrEqual(1);
    const left = (await db.query(`SELECT id FROM outbox WHERE payload->>'marker' = $1 ORDER BY id`, [marker])) as Array<{ id: string }>;
    expect(left.map((r) => r.id)).toEqual([young, waiting]);
    expect(left.map((r) => r.id)).not.toContain(old);
    const effects = (await db.query(`SELECT job_key FROM job_effects WHERE job_key LIKE $1`, [`%-${marker}`])) as Array<{
      job_key: string;
    }>;
    expect(effects.map((r) => r.job_key)).toEqual([`young-${marker}`]);
    // Run again: nothing more to do.
    await app.get(OutboxPruneProcessor).pruneAt(now);
    expect(((await db.query(`SELECT id FROM outbox WHERE payload->>'marker' = $1`, [marker])) as unknown[]).length).toBe(2);
  });
});
