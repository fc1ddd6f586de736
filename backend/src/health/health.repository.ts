import type { Queryable } from '@amoretto/shared/db';

// The health check's one statement.

/** Throws when Postgres does not answer. */
export async function pingPostgres(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
