import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email notification settings (docs/product.md#notifications): the types a member turned off
 * (all on by default, so a new type reaches existing members too), and the days an unread-message
 * digest went out, one row per member and day, so the daily job mails at most once a day however
 * often it runs.
 */
export class EmailNotifications1795658233356 implements MigrationInterface {
  name = 'EmailNotifications1795658233356';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN email_notifications_off text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`CREATE TABLE unread_digests (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, day))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE unread_digests`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN email_notifications_off`);
  }
}
