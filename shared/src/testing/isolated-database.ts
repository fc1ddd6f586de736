import { randomBytes, randomInt } from 'node:crypto';
import { createDataSource } from '../db/data-source';

/**
 * A freshly migrated database of a test's own (named after DATABASE_URL's, with a label and a
 * random suffix): for tests that count rows or start processes of their own. Tests only.
 */
export async function createIsolatedDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run the tests with `npm test`');
  const name = `${new URL(base).pathname.slice(1)}_${label}_${randomBytes(3).toString('hex')}`;
  await onDatabase(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = createDataSource(url.toString());
  await db.initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
    // Member ids of their own: Redis is shared by every test file (counters such as the send rate
    // are kept per member id), and ids from 1 in two databases at once would share them.
    await db.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), $1)`, [randomInt(1_000_000, 2_000_000_000)]);
  } finally {
    await db.destroy();
  }
  return { url: url.toString(), drop: () => onDatabase(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function onDatabase(url: string, statement: string): Promise<void> {
  const db = createDataSource(url);
  await db.initialize();
  try {
    await db.query(statement);
  } finally {
    await db.destroy();
  }
}
