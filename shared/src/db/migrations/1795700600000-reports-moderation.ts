import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports and moderation (docs/product.md#moderation): members' reports of a profile or a
 * conversation, at most one open per reporter and reported member; what moderators still have to
 * look at among photos (`reviewed_at` null) and profile texts (`about_me_review_pending`); a
 * profile text a moderator hid stays stored but is shown to nobody else.
 */
export class ReportsModeration1795700600000 implements MigrationInterface {
  name = 'ReportsModeration1795700600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE reports (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      reporter_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reported_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      conversation_id integer REFERENCES conversations(id) ON DELETE SET NULL,
      reason text NOT NULL CHECK (reason IN ('fake_profile', 'spam', 'harassment', 'inappropriate_content', 'scam', 'underage', 'other')),
      text text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'dismissed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_by integer REFERENCES operators(id) ON DELETE SET NULL,
      decided_at timestamptz,
      CHECK (reporter_id <> reported_id),
      CHECK ((status = 'open') = (decided_at IS NULL)))`);
    // One open report per reporter and reported member; a decided one may be followed by a new one.
    await queryRunner.query(`CREATE UNIQUE INDEX reports_open_pair_unique ON reports (reporter_id, reported_id) WHERE status = 'open'`);
    await queryRunner.query(`CREATE INDEX reports_open_idx ON reports (created_at) WHERE status = 'open'`);
    await queryRunner.query(`CREATE INDEX reports_reported_idx ON reports (reported_id, created_at)`);

    await queryRunner.query(`ALTER TABLE photos ADD COLUMN reviewed_at timestamptz`);
    // Photos already online count as looked at; only uploads from now on wait for a moderator.
    await queryRunner.query(`UPDATE photos SET reviewed_at = created_at`);
    await queryRunner.query(`ALTER TABLE photos ADD CONSTRAINT photos_status_known CHECK (status IN ('active', 'pending', 'rejected'))`);
    await queryRunner.query(`CREATE INDEX photos_unreviewed_idx ON photos (created_at) WHERE reviewed_at IS NULL`);

    await queryRunner.query(`ALTER TABLE users ADD COLUMN about_me_hidden boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN about_me_review_pending boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN about_me_changed_at timestamptz`);
    await queryRunner.query(`CREATE INDEX users_about_me_review_idx ON users (about_me_changed_at) WHERE about_me_review_pending`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN disabled_at timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN disabled_at`);
    await queryRunner.query(`DROP INDEX users_about_me_review_idx`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN about_me_changed_at`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN about_me_review_pending`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN about_me_hidden`);
    await queryRunner.query(`DROP INDEX photos_unreviewed_idx`);
    await queryRunner.query(`ALTER TABLE photos DROP CONSTRAINT photos_status_known`);
    await queryRunner.query(`ALTER TABLE photos DROP COLUMN reviewed_at`);
    await queryRunner.query(`DROP TABLE reports`);
  }
}
