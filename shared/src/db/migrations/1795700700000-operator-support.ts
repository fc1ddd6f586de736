import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support and campaigns in the operator console (docs/product.md#operators): a request key per
 * support action that calls the payment provider (a double click refunds once), and a
 * campaign's audience as data, who wrote it, and the preview the workers render of it.
 */
export class OperatorSupport1795700700000 implements MigrationInterface {
  name = 'OperatorSupport1795700700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE operator_requests (
      key text PRIMARY KEY,
      operator_id integer NOT NULL,
      action text NOT NULL,
      member_id integer,
      result jsonb,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`ALTER TABLE mail_campaigns
      ADD COLUMN segment jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN operator_id integer,
      ADD COLUMN preview_html text,
      ADD COLUMN preview_language text`);
    await queryRunner.query(`CREATE INDEX sessions_user_created_idx ON sessions (user_id, created_at)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX sessions_user_created_idx`);
    await queryRunner.query(
      `ALTER TABLE mail_campaigns DROP COLUMN segment, DROP COLUMN operator_id, DROP COLUMN preview_html, DROP COLUMN preview_language`,
    );
    await queryRunner.query(`DROP TABLE operator_requests`);
  }
}
