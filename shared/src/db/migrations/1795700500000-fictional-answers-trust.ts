import type { MigrationInterface, QueryRunner } from 'typeorm';
import { pinnedFunctionSql, type DbFunction, type FunctionLoads } from '../functions/function-sql';
import { ChatSendCreditDebt1795500060001 } from './1795500060001-chat-send-credit-debt';

/**
 * Fictional profiles answered by operators, and limits tied to trust (docs/product.md#operators,
 * docs/product.md#trust):
 * - `fictional_message_authors`: which agent wrote each message a fictional profile sent;
 * - `member_notes`: the agents' notes, one per member;
 * - `trust_rules`: the numbers of the limits, one row (data, read by moderators);
 * - `member_trust`: per member, a hold for review and the minute window of a limited sender
 *   (a row only for members who ever needed one);
 * - a trigger on `blocks` that holds a member blocked by several others in a short time;
 * - `chat_send` from its file: fictional profiles answer for free and only after the member wrote,
 *   and the trust limits on sends to real members.
 */
export class FictionalAnswersTrust1795700500000 implements MigrationInterface {
  name = 'FictionalAnswersTrust1795700500000';

  static readonly loads: FunctionLoads = {
    chat_send: '3fae39bbed5f72c86b96091906e526644e15f6361d1d4baa2e09787c370402e8',
  };

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE fictional_message_authors (
      message_id bigint PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE,
      operator_id integer NOT NULL REFERENCES operators(id),
      created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE TABLE member_notes (
      member_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      text text NOT NULL,
      updated_by integer REFERENCES operators(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE TABLE trust_rules (
      id integer PRIMARY KEY CHECK (id = 1),
      new_account_hours integer NOT NULL CHECK (new_account_hours >= 0),
      limited_messages_per_minute integer NOT NULL CHECK (limited_messages_per_minute > 0),
      upheld_report_days integer NOT NULL CHECK (upheld_report_days >= 0),
      hold_window_hours integer NOT NULL CHECK (hold_window_hours > 0),
      hold_blockers integer NOT NULL CHECK (hold_blockers > 1),
      hold_reporters integer NOT NULL CHECK (hold_reporters > 1),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`INSERT INTO trust_rules (id, new_account_hours, limited_messages_per_minute, upheld_report_days,
      hold_window_hours, hold_blockers, hold_reporters) VALUES (1, 24, 5, 30, 24, 3, 3)`);
    await queryRunner.query(`CREATE TABLE member_trust (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      held_at timestamptz,
      held_reason text CHECK (held_reason IN ('blocks', 'reports')),
      released_at timestamptz,
      released_by integer REFERENCES operators(id) ON DELETE SET NULL,
      rate_window_start timestamptz,
      rate_window_count integer NOT NULL DEFAULT 0,
      CHECK ((held_at IS NULL) = (held_reason IS NULL)))`);
    await queryRunner.query(`CREATE INDEX member_trust_held_idx ON member_trust (held_at) WHERE held_at IS NOT NULL`);
    // Blocks counted since the last release only: a moderator's release is not undone by the same blocks.
    await queryRunner.query(`CREATE FUNCTION member_trust_after_block() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  r trust_rules;
  v_released timestamptz;
  v_blockers int;
BEGIN
  SELECT * INTO r FROM trust_rules WHERE id = 1;
  SELECT released_at INTO v_released FROM member_trust WHERE user_id = NEW.blocked_id;
  SELECT count(*) INTO v_blockers FROM blocks
   WHERE blocked_id = NEW.blocked_id
     AND created_at > greatest(now() - make_interval(hours => r.hold_window_hours), coalesce(v_released, '-infinity'));
  IF v_blockers >= r.hold_blockers THEN
    INSERT INTO member_trust (user_id, held_at, held_reason) VALUES (NEW.blocked_id, now(), 'blocks')
    ON CONFLICT (user_id) DO UPDATE SET held_at = coalesce(member_trust.held_at, now()),
      held_reason = coalesce(member_trust.held_reason, 'blocks');
  END IF;
  RETURN NULL;
END
$fn$`);
    await queryRunner.query(
      `CREATE TRIGGER blocks_member_trust AFTER INSERT ON blocks FOR EACH ROW EXECUTE FUNCTION member_trust_after_block()`,
    );
    for (const [fn, digest] of Object.entries(FictionalAnswersTrust1795700500000.loads) as Array<[DbFunction, string]>) {
      const sql = pinnedFunctionSql(fn, digest);
      if (sql !== null) await queryRunner.query(sql);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The body before this one (the files' first version had the same).
    await new ChatSendCreditDebt1795500060001().up(queryRunner);
    await queryRunner.query(`DROP TRIGGER blocks_member_trust ON blocks`);
    await queryRunner.query(`DROP FUNCTION member_trust_after_block()`);
    await queryRunner.query(`DROP TABLE member_trust`);
    await queryRunner.query(`DROP TABLE trust_rules`);
    await queryRunner.query(`DROP TABLE member_notes`);
    await queryRunner.query(`DROP TABLE fictional_message_authors`);
  }
}
