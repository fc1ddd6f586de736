import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operator accounts (docs/product.md#operators): a table of their own, never members; their
 * short sessions; and the audit log of what they do (logins first).
 */
export class Operators1795660454568 implements MigrationInterface {
  name = 'Operators1795660454568';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE operators (
      id serial PRIMARY KEY,
      email text NOT NULL CHECK (email = lower(email)),
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('agent', 'moderator', 'admin')),
      password_hash text NOT NULL,
      totp_secret text NOT NULL,
      totp_last_step bigint,
      failed_logins integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      disabled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE UNIQUE INDEX operators_email_unique ON operators (email)`);
    await queryRunner.query(`CREATE TABLE operator_sessions (
      id bigserial PRIMARY KEY,
      operator_id integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      ip text,
      user_agent text)`);
    await queryRunner.query(`CREATE UNIQUE INDEX operator_sessions_token_hash_unique ON operator_sessions (token_hash)`);
    await queryRunner.query(`CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id)`);
    // No foreign keys: the log outlives the operators and members it names.
    await queryRunner.query(`CREATE TABLE operator_audit_log (
      id bigserial PRIMARY KEY,
      operator_id integer,
      action text NOT NULL,
      member_id integer,
      details jsonb NOT NULL DEFAULT '{}',
      ip text,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE INDEX operator_audit_log_operator_idx ON operator_audit_log (operator_id, created_at)`);
    await queryRunner.query(`CREATE INDEX operator_audit_log_member_idx ON operator_audit_log (member_id)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE operator_audit_log`);
    await queryRunner.query(`DROP TABLE operator_sessions`);
    await queryRunner.query(`DROP TABLE operators`);
  }
}
