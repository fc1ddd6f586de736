import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The database functions whose current definition is a `.sql` file in this folder, one file
 * per function (`CREATE OR REPLACE FUNCTION …`), so today's body is read in one place and a
 * change shows as a diff of that file.
 *
 * A file reaches a database only through a migration that loads it, and a migration pins the
 * digest of the file as it was when the migration was written (pinnedFunctionSql). Once the
 * file changes, that migration loads nothing, so an old migration never quietly installs a
 * newer body; whoever changes a file adds a migration pinning the new digest. The specs
 * beside this file hold that: the last migration loading a function pins its file's digest,
 * and a freshly migrated database holds exactly the file's body.
 */
export const DB_FUNCTIONS = ['chat_send', 'chat_send_many', 'poll_touch'] as const;
export type DbFunction = (typeof DB_FUNCTIONS)[number];

/** What a migration loads: each function with the digest of the file it was written for. */
export type FunctionLoads = Partial<Record<DbFunction, string>>;

let folder: string | undefined;

/**
 * This folder in the sources, found from the package root: tsc does not copy `.sql` files
 * to dist, so the compiled migrations (backend/dist/cli.js migrate) read them from src as
 * Jest does. The production image copies this folder beside shared/dist.
 */
function functionsFolder(): string {
  if (folder) return folder;
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = parent;
  }
  folder = join(dir, 'src', 'db', 'functions');
  return folder;
}

/** The file's text: its comments and one CREATE OR REPLACE FUNCTION statement. */
export function functionSql(name: DbFunction): string {
  return readFileSync(join(functionsFolder(), `${name}.sql`), 'utf8');
}

export function sqlDigest(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/** The body between the `$fn$` quotes: what Postgres keeps as the function's source (pg_proc.prosrc). */
export function functionBody(sql: string): string {
  const match = /\$fn\$([\s\S]*)\$fn\$/.exec(sql);
  if (!match) throw new Error('a function file quotes its body with $fn$');
  return match[1]!;
}

/**
 * For a migration: the file's statement when the file is still the version with `digest`,
 * else null (the file changed since; a later migration loads the newer version).
 */
export function pinnedFunctionSql(name: DbFunction, digest: string): string | null {
  const sql = functionSql(name);
  return sqlDigest(sql) === digest ? sql : null;
}
