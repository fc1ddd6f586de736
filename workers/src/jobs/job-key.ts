/** What identifies a BullMQ job across re-runs. */
export interface JobIdentity {
  id?: string;
  queueName: string;
  /** When the job was added (ms); kept by BullMQ across retries and stalled re-runs. */
  timestamp: number;
}

/**
 * The key a job's effect is recorded under. Ids we assign (`outbox-<row id>`) come from
 * Postgres and stay unique whatever happens to Redis, so they are the key as they are.
 * BullMQ's own ids are a per-queue counter that starts again at 1 when Redis loses its
 * data, so they are qualified with the queue and the time the job was added.
 */
export function jobEffectKey(job: JobIdentity): string {
  if (!job.id) throw new Error('a job without an id has no effect key');
  if (!/^\d+$/.test(job.id)) return job.id;
  return `${job.queueName}:${job.id}:${job.timestamp}`;
}
