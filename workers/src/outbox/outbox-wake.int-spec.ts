import type { INestApplicationContext } from '@nestjs/common';
import { createDataSource, enqueueInTransaction, OutboxEntity } from '@amoretto/shared/db';
import type { DataSource } from 'typeorm';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { eventually } from '../testing/eventually';

describe('outbox relay wake-up', () => {
  let app: INestApplicationContext;
  let db: DataSource;

  beforeAll(async () => {
    // A timed look only once a minute: a row relayed within the test's 20 s came by its commit's wake-up.
    const config = loadWorkersConfig({ ...process.env, PORT: '4992', LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '60000' });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('relays rows as their transaction commits, round after round, without waiting for the timed look', async () => {
    const repo = db.getRepository(OutboxEntity);
    // Several commits one after another: each must wake the relay again (not only the first).
    for (let i = 0; i < 3; i++) {
      const id = await db.transaction((manager) =>
        enqueueInTransaction(manager, 'mail.send', { to: 'wake@example.com', subject: `Wake ${i} ${Date.now()}`, text: 'ok' }),
      );
      const row = await eventually(
        () => repo.findOneByOrFail({ id }),
        (found) => found.dispatched_at !== null,
        20_000,
      );
      expect(row.dispatched_at).toBeInstanceOf(Date);
    }
  });
});
