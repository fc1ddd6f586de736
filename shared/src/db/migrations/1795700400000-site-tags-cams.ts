import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-site tracking tag and session-analytics script (docs/product.md#consent), the first-party
 * collector's hits that stand in for both in development and tests, and the partner profiles shown
 * as cam and resell cards where a site allows it (docs/product.md#cams).
 */
export class SiteTagsCams1795700400000 implements MigrationInterface {
  name = 'SiteTagsCams1795700400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sites ADD COLUMN tags jsonb NOT NULL DEFAULT '{"tracking_tag":null,"session_analytics":null}'`);
    // Only what a hit says; no address, cookie or account: the collector is a stand-in, not a profile.
    await queryRunner.query(`CREATE TABLE collector_hits (
      id bigserial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('tracking_tag', 'session_analytics')),
      tag_id text NOT NULL,
      path text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE INDEX collector_hits_site_idx ON collector_hits (site_id, id)`);
    await queryRunner.query(`CREATE TABLE cam_profiles (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('cam', 'resell')),
      name text NOT NULL,
      age integer NOT NULL CHECK (age >= 18),
      city text NOT NULL,
      photo_filename text NOT NULL,
      live boolean NOT NULL DEFAULT false,
      exclusive boolean NOT NULL DEFAULT false,
      position integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE INDEX cam_profiles_site_idx ON cam_profiles (site_id, position) WHERE active`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cam_profiles`);
    await queryRunner.query(`DROP TABLE collector_hits`);
    await queryRunner.query(`ALTER TABLE sites DROP COLUMN tags`);
  }
}
