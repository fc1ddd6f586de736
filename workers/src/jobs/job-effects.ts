import type { DataSource, EntityManager } from 'typeorm';
import { claimJobEffect } from './jobs.repository';

/**
 * Does a job's outside effect at most once per job key (see job-key.ts), for a job that
 * BullMQ may run again: after a worker crash, or when a stalled check hands it to a second
 * worker while the first still runs.
 *
 * The key is claimed (a `job_effects` row) before the effect starts, in a transaction that
 * commits only after the effect succeeded. So:
 * - a run that finds the key committed skips the effect: it happened;
 * - a run that meets the key while another run holds it waits for that run, then skips
 *   (it committed) or goes ahead (it failed or its worker died: Postgres rolls back the
 *   claim when the connection drops);
 * - an effect that throws rolls the claim back, so BullMQ's retry does it again.
 * Effects on Postgres done through `manager` commit with the claim: exactly once. An
 * effect outside Postgres (SMTP) is exactly once except for a crash between the other
 * side accepting it and the commit (milliseconds); the re-run then repeats it.
 */
export async function runOnce(
  db: DataSource,
  job: { key: string; name: string },
  effect: (manager: EntityManager) => Promise<void>,
): Promise<'done' | 'already_done'> {
  return db.transaction(async (manager) => {
    if (!(await claimJobEffect(manager, job.key, job.name))) return 'already_done';
    await effect(manager);
    return 'done';
  });
}
