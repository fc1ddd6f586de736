import type { MigrationInterface, QueryRunner } from 'typeorm';
import { pinnedFunctionSql, type DbFunction, type FunctionLoads } from '../functions/function-sql';

/** The tables the polled answers read, and the statements that can change them. */
const WATCHED: ReadonlyArray<[table: string, events: ReadonlyArray<'INSERT' | 'UPDATE' | 'DELETE'>]> = [
  ['users', ['UPDATE']],
  ['photos', ['INSERT', 'UPDATE', 'DELETE']],
  ['conversations', ['INSERT', 'UPDATE', 'DELETE']],
  ['messages', ['INSERT', 'UPDATE', 'DELETE']],
  ['likes', ['INSERT', 'UPDATE', 'DELETE']],
  ['blocks', ['INSERT', 'UPDATE', 'DELETE']],
  ['sites', ['UPDATE']],
];

const EVERYONE_CHANGED = `CREATE OR REPLACE FUNCTION poll_touch() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM pg_notify('poll', '*');
    RETURN NULL;
  END
$fn$`;

const REFERENCING = {
  INSERT: 'NEW TABLE AS new_rows',
  UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  DELETE: 'OLD TABLE AS old_rows',
};

/**
 * Per-member versions of the polled answers (docs/decisions.md, "The polled endpoints"): a
 * statement trigger per table and event calls `poll_touch` (its file), which notifies channel
 * `poll` at commit with the members whose answers changed; a listener in the workers moves their
 * versions in Redis, and a poll whose version did not move is answered 304 without reading Postgres.
 * Postgres allows transition tables on single-event triggers only, hence one trigger per event.
 */
export class PollVersions1795700900000 implements MigrationInterface {
  name = 'PollVersions1795700900000';

  static readonly loads: FunctionLoads = {
    poll_touch: '1ef02ea0ed660d1b9bfb2025ee09c271516e5802e282bf4e0ad7f79201d9ba0a',
  };

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [fn, digest] of Object.entries(PollVersions1795700900000.loads) as Array<[DbFunction, string]>) {
      // Once the file has moved on, a later migration loads it; until then the triggers need a body, and
      // "every member changed" is never wrong.
      await queryRunner.query(pinnedFunctionSql(fn, digest) ?? EVERYONE_CHANGED);
    }
    for (const [table, events] of WATCHED) {
      for (const event of events) {
        await queryRunner.query(
          `CREATE TRIGGER poll_touch_${event.toLowerCase()} AFTER ${event} ON ${table}
             REFERENCING ${REFERENCING[event]} FOR EACH STATEMENT EXECUTE FUNCTION poll_touch()`,
        );
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, events] of WATCHED) {
      for (const event of events) await queryRunner.query(`DROP TRIGGER poll_touch_${event.toLowerCase()} ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION poll_touch()`);
  }
}
