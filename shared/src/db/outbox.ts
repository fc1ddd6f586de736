import type { EntityManager } from 'typeorm';
import type { JobName, JobOf } from '../jobs';
import { OutboxEntity } from './entities/outbox.entity';

/**
 * Records a job inside the caller's transaction. The relay in `workers` moves it to
 * BullMQ only after the transaction commits; a rollback leaves no job behind.
 */
export async function enqueueInTransaction<N extends JobName>(
  manager: EntityManager,
  name: N,
  payload: JobOf<N>,
  options: { delayMs?: number } = {},
): Promise<string> {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error('enqueueInTransaction must run inside a transaction');
  }
  const row = manager.create(OutboxEntity, {
    job_name: name,
    payload: payload as unknown as Record<string, unknown>,
    dispatched_at: null,
    delay_ms: options.delayMs ?? 0,
  });
  await manager.save(row);
  return row.id;
}

/** BullMQ job id for an outbox row: re-dispatching the same row never makes a second job. */
export const outboxJobId = (rowId: string): string => `outbox-${rowId}`;
