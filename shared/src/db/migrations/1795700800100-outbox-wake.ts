import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wakes the outbox relay when rows arrive: a NOTIFY on channel `outbox` for every statement that
 * inserts into the outbox (Postgres sends one per transaction, at its commit, and none for a
 * transaction rolled back). The relay no longer has to look every few milliseconds to be quick.
 */
export class OutboxWake1795700800100 implements MigrationInterface {
  name = 'OutboxWake1795700800100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION outbox_wake() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('outbox', '');
        RETURN NULL;
      END
    $fn$`);
    await queryRunner.query(`CREATE TRIGGER outbox_wake AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_wake()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER outbox_wake ON outbox`);
    await queryRunner.query(`DROP FUNCTION outbox_wake()`);
  }
}
