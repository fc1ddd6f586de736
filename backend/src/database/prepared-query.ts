import { createHash } from 'node:crypto';
import type { PoolClient, QueryResultRow } from 'pg';
import type { EntityManager } from 'typeorm';

const names = new Map<string, string>();

/**
 * Runs `text` as a named prepared statement on the transaction's connection: Postgres parses
 * it once per connection (and may keep a generic plan) instead of on every call. Meant for
 * the few hot statements with fixed text; the name is derived from the text, so two texts
 * never share one.
 */
export async function preparedQuery<T extends QueryResultRow>(manager: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  if (!manager.queryRunner) throw new Error('preparedQuery needs a transaction’s entity manager');
  const client = (await manager.queryRunner.connect()) as PoolClient;
  return (await client.query<T>({ name, text, values })).rows;
}
