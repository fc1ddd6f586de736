import type { EntityManager } from 'typeorm';

// The health check's one statement.

/** Throws when Postgres does not answer. */
export async function pingPostgres(db: Pick<EntityManager, 'query'>): Promise<void> {
  await db.query('SELECT 1');
}
