import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reminder mails (type `reminders`, docs/product.md#notifications): when each member was last
 * reminded, one row per member, so a run repeated or run by two workers mails once.
 */
export class ReminderMails1795700800000 implements MigrationInterface {
  name = 'ReminderMails1795700800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE reminder_mails (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL DEFAULT now())`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reminder_mails`);
  }
}
