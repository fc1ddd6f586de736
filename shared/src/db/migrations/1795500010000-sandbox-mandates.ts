import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox provider's mandates (its side of a stored card or SEPA account), as a
 * provider keeps them in its own database. `charge_outcome` is the tester's switch for a
 * recurring charge on the mandate: 'paid' (default) or 'failed' (a declined card).
 */
export class SandboxMandates1795500010000 implements MigrationInterface {
  name = 'SandboxMandates1795500010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE sandbox_mandates (
      id text PRIMARY KEY,
      customer_id text NOT NULL,
      method text NOT NULL,
      label text NOT NULL,
      status text NOT NULL DEFAULT 'valid' CHECK (status IN ('valid','invalid')),
      charge_outcome text NOT NULL DEFAULT 'paid' CHECK (charge_outcome IN ('paid','failed')),
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE INDEX sandbox_mandates_customer_idx ON sandbox_mandates (customer_id)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sandbox_mandates`);
  }
}
