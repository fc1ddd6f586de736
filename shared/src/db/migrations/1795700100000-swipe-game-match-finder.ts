import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The swipe game (docs/product.md#swipe-game): the daily like allowance per site, the likes a
 * member has used per local day (one row, counted up by a conditional upsert so the limit holds
 * under concurrent likes), and the cards a member was shown per day with what they did with each.
 * The match finder (docs/product.md#match-finder): two optional self-described profile fields that
 * only ever order its results, never leave anyone out.
 */
export class SwipeGameMatchFinder1795700100000 implements MigrationInterface {
  name = 'SwipeGameMatchFinder1795700100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE sites ADD COLUMN swipe_daily_likes integer NOT NULL DEFAULT 4 CONSTRAINT sites_swipe_daily_likes_range CHECK (swipe_daily_likes >= 0)`,
    );
    await queryRunner.query(`CREATE TABLE swipe_days (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
      PRIMARY KEY (user_id, day))`);
    await queryRunner.query(`CREATE TABLE swipe_cards (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      profile_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      action text NOT NULL DEFAULT 'shown' CHECK (action IN ('shown', 'liked', 'skipped')),
      shown_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, day, profile_id))`);
    // The card still waiting for an answer is looked up on every visit.
    await queryRunner.query(`CREATE INDEX swipe_cards_waiting_idx ON swipe_cards (user_id, day) WHERE action = 'shown'`);
    await queryRunner.query(`CREATE INDEX swipe_cards_profile_idx ON swipe_cards (profile_id)`);
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN appearance text CONSTRAINT users_appearance_values CHECK (appearance IN ('normal', 'sexy'))`,
    );
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN ethnicity text CONSTRAINT users_ethnicity_values CHECK (ethnicity IN ('white', 'other'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN ethnicity`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN appearance`);
    await queryRunner.query(`DROP TABLE swipe_cards`);
    await queryRunner.query(`DROP TABLE swipe_days`);
    await queryRunner.query(`ALTER TABLE sites DROP COLUMN swipe_daily_likes`);
  }
}
