import type { DataSource, EntityManager } from 'typeorm';
import { runOnce } from '../jobs/job-effects';

/** Thrown inside runOnce to roll the claim back: the job decided there was nothing to do. */
class NothingDone extends Error {}

/**
 * runOnce (job-effects.ts) for an effect that may decide to do nothing, answering true when it
 * did something. Nothing done leaves nothing behind: the claim and whatever the decision wrote roll
 * back, so the many jobs that notify nobody add no job_effects row; a run again decides again.
 */
export async function runOnceIfDone(
  db: DataSource,
  job: { key: string; name: string },
  effect: (manager: EntityManager) => Promise<boolean>,
): Promise<'done' | 'already_done' | 'nothing'> {
  try {
    return await runOnce(db, job, async (manager) => {
      if (!(await effect(manager))) throw new NothingDone();
    });
  } catch (error: unknown) {
    if (error instanceof NothingDone) return 'nothing';
    throw error;
  }
}
