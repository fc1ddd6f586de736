import type { Queryable } from '@amoretto/shared/db';

// The job runner's statements.

/**
 * Claims a job key for the caller's transaction (a job_effects row); false when a committed
 * run already holds it. A run holding it uncommitted makes this wait for that run's end.
 */
export async function claimJobEffect(db: Queryable, jobKey: string, jobName: string): Promise<boolean> {
  const claimed = (await db.query(
    `INSERT INTO job_effects (job_key, job_name) VALUES ($1, $2) ON CONFLICT (job_key) DO NOTHING RETURNING job_key`,
    [jobKey, jobName],
  )) as unknown[];
  return claimed.length > 0;
}

/** Gives a job key back (its effect did not happen after all), so the job's retry does it. */
export async function releaseJobEffect(db: Queryable, jobKey: string): Promise<void> {
  await db.query(`DELETE FROM job_effects WHERE job_key = $1`, [jobKey]);
}
