import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The discount code a member typed on the direct-debit form: the order is priced when the SMS
 * code confirms it, minutes later, and must use the code the member saw applied.
 */
export class DirectDebitDiscount1795500040000 implements MigrationInterface {
  name = 'DirectDebitDiscount1795500040000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE direct_debit_requests ADD COLUMN discount_code text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE direct_debit_requests DROP COLUMN discount_code`);
  }
}
