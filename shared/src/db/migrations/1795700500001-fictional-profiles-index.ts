import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's queue of conversations waiting for a fictional profile's answer starts from the
 * fictional profiles (docs/product.md#fictional-answers): a few rows among all members, found
 * without reading the whole users table.
 */
export class FictionalProfilesIndex1795700500001 implements MigrationInterface {
  name = 'FictionalProfilesIndex1795700500001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX users_fictional_idx ON users (id) WHERE fictional`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_fictional_idx`);
  }
}
