import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member's customer at a provider that keeps mandates on customers (Mollie): created once,
 * at the member's first payment that needs one, and named in every later payment, so a member
 * has one customer there. Filled from the mandates already stored.
 */
export class PaymentCustomers1795500080000 implements MigrationInterface {
  name = 'PaymentCustomers1795500080000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE payment_customers (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_customer_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, provider))`);
    await queryRunner.query(`INSERT INTO payment_customers (user_id, provider, provider_customer_id, created_at)
      SELECT DISTINCT ON (user_id, provider) user_id, provider, provider_customer_id, created_at
        FROM mandates ORDER BY user_id, provider, created_at, id`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_customers`);
  }
}
