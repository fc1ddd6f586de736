import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Affiliate postbacks (docs/product.md#postbacks): the networks a signup's tracking record can
 * name, each with its postback address template, and one row per member and event that the
 * workers call once.
 */
export class AffiliatePostbacks1795700310000 implements MigrationInterface {
  name = 'AffiliatePostbacks1795700310000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE affiliate_networks (
      id serial PRIMARY KEY,
      name text NOT NULL,
      postback_url text NOT NULL,
      events text[] NOT NULL DEFAULT '{signup,activation,purchase}',
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE UNIQUE INDEX affiliate_networks_name_unique ON affiliate_networks (name)`);
    // The unique (user_id, event) is what makes each postback happen once per account.
    await queryRunner.query(`CREATE TABLE affiliate_postbacks (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      network text NOT NULL,
      event text NOT NULL CHECK (event IN ('signup', 'activation', 'purchase')),
      attempts integer NOT NULL DEFAULT 0,
      last_status integer,
      url text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE UNIQUE INDEX affiliate_postbacks_user_event_unique ON affiliate_postbacks (user_id, event)`);
    // The demo's one network: off until an operator (or a test) points it at a real receiver.
    await queryRunner.query(`INSERT INTO affiliate_networks (name, postback_url, active) VALUES
      ('demo', 'https://postback.example.com/conversion?click={ref}&s1={sub1}&s2={sub2}&s3={sub3}&event={event}', false)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE affiliate_postbacks`);
    await queryRunner.query(`DROP TABLE affiliate_networks`);
  }
}
