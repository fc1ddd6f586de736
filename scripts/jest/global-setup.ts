import 'reflect-metadata';
import { createDataSource } from '../../shared/src/db';

// Integration tests need a migrated database; `npm test` creates a fresh one per run and
// this brings it (or any DATABASE_URL a developer points at) up to date.
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the tests with `npm test`, which prepares the stack');
  const db = createDataSource(url);
  await db.initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await db.destroy();
  }
}
