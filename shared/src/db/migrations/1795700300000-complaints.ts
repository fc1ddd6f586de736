import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaints sent from /complaints (docs/product.md#complaints): what the visitor or member wrote,
 * with a short reference quoted in the acknowledgment mail; moderators work through them by status.
 */
export class Complaints1795700300000 implements MigrationInterface {
  name = 'Complaints1795700300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // member_id and conversation_id are what the complainant typed (checked to exist when sent) and
    // carry no foreign key: a complaint outlives the member or conversation it names.
    await queryRunner.query(`CREATE TABLE complaints (
      id bigserial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      email text NOT NULL,
      topic text NOT NULL,
      text text NOT NULL,
      member_id integer,
      conversation_id integer,
      reference text NOT NULL,
      status text NOT NULL DEFAULT 'open',
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE UNIQUE INDEX complaints_reference_unique ON complaints (reference)`);
    await queryRunner.query(`CREATE INDEX complaints_status_created_idx ON complaints (status, created_at)`);
    await queryRunner.query(`CREATE INDEX complaints_user_idx ON complaints (user_id)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE complaints`);
  }
}
