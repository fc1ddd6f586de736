import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read receipts: a per-member switch (reciprocal) and each side's read position per conversation. */
export class ReadReceipts1795429495065 implements MigrationInterface {
  name = 'ReadReceipts1795429495065';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "read_receipts" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "conversations" ADD "a_read_seq" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "conversations" ADD "b_read_seq" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "conversations_read_within" CHECK ("a_read_seq" <= "last_seq" AND "b_read_seq" <= "last_seq")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "conversations_read_within"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN "b_read_seq"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN "a_read_seq"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "read_receipts"`);
  }
}
