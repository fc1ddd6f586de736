import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@amoretto/shared/db';
import { dataSourceOf } from './accounts-helpers';
import { bootBackend, type TestBackend } from './test-app';

/**
 * A database of its own for tests that count rows (search totals, plans): other test
 * files insert members into the shared test database at the same time.
 */
export async function createIsolatedDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `${new URL(base).pathname.slice(1)}_${label}_${randomBytes(3).toString('hex')}`;
  await onDatabase(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = createDataSource(url.toString());
  await db.initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await db.destroy();
  }
  return {
    url: url.toString(),
    drop: () => onDatabase(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
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

/** Like useTestBackend, on a freshly migrated database that is dropped afterwards. */
export function useIsolatedBackend(label: string, config: Record<string, string> = {}): { backend: TestBackend; db: DataSource } {
  const ctx = {} as { backend: TestBackend; db: DataSource; drop: () => Promise<void> };
  beforeAll(async () => {
    const isolated = await createIsolatedDatabase(label);
    ctx.drop = isolated.drop;
    ctx.backend = await bootBackend({ config: { ...config, DATABASE_URL: isolated.url } });
    ctx.db = dataSourceOf(ctx.backend.app);
  }, 60_000);
  afterAll(async () => {
    await ctx.backend?.close();
    await ctx.drop?.();
  });
  return ctx;
}
