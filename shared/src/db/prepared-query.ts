import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

const names = new Map<string, string>();

/**
 * Runs `text` on the pool as a named prepared statement: Postgres parses it once per
 * connection (and may keep a generic plan) instead of on every call. Meant for the few hot
 * statements with fixed text; the name is derived from the text, so two texts never share one.
 */
export async function preparedQuery<T extends QueryResultRow>(db: DataSource, text: string, values: unknown[]): Promise<T[]> {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  const pool = (db.driver as unknown as { master: Pool }).master;
  return (await pool.query<T>({ name, text, values })).rows;
}
