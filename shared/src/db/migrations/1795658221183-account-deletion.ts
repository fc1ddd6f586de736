import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leaving and coming back (docs/product.md#leaving): each deletion with its reason, when it was
 * undone or purged; the purge's own mark on the member row; the delete-discount ("stay") offer
 * as a member's own discount code.
 */
export class AccountDeletion1795658221183 implements MigrationInterface {
  name = 'AccountDeletion1795658221183';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`CREATE TABLE account_deletions (
      id SERIAL PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reason text NOT NULL
        CHECK (reason IN ('price','found_someone','not_looking','site_problems','no_members','time','other')),
      remarks text,
      deleted_at timestamptz NOT NULL DEFAULT now(),
      restored_at timestamptz,
      purged_at timestamptz)`);
    await q(`CREATE INDEX account_deletions_user_idx ON account_deletions (user_id, deleted_at DESC)`);
    // The purge's sweep looks for deleted members past the undo window that are not purged yet.
    await q(`ALTER TABLE users ADD COLUMN purged_at timestamptz`);
    await q(`CREATE INDEX users_awaiting_purge_idx ON users (deleted_at) WHERE status = 'deleted' AND purged_at IS NULL`);
    await q(`ALTER TABLE discount_codes DROP CONSTRAINT discount_codes_kind_check`);
    await q(`ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_kind_check CHECK (kind IN ('code','welcome','stay'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DELETE FROM discount_codes WHERE kind = 'stay'`);
    await q(`ALTER TABLE discount_codes DROP CONSTRAINT discount_codes_kind_check`);
    await q(`ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_kind_check CHECK (kind IN ('code','welcome'))`);
    await q(`DROP INDEX users_awaiting_purge_idx`);
    await q(`ALTER TABLE users DROP COLUMN purged_at`);
    await q(`DROP TABLE account_deletions`);
  }
}
