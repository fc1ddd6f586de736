import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The country whose VAT a purchase was sold under, fixed when it is paid: a member who
 * later moves (changes their profile country) keeps the receipts they were given.
 */
export class PaymentTaxCountry1795500060000 implements MigrationInterface {
  name = 'PaymentTaxCountry1795500060000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payments ADD COLUMN tax_country text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payments DROP COLUMN tax_country`);
  }
}
