import type { DataSource } from 'typeorm';
import { createIsolatedDatabase } from '@amoretto/shared/testing';
import { dataSourceOf } from './accounts-helpers';
import { bootBackend, type TestBackend } from './test-app';

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
