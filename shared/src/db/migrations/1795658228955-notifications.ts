import { MigrationInterface, QueryRunner } from 'typeorm';
import { pinnedFunctionSql, type DbFunction, type FunctionLoads } from '../functions/function-sql';
import { ChatSendCreditDebt1795500060001 } from './1795500060001-chat-send-credit-debt';

/**
 * Notifications of messages, likes and matches (docs/product.md#notifications):
 * - chat_send records a `notify.message` job in the outbox with every new message;
 * - `notify_conversation_state`: per member and conversation, when the last push and mail about
 *   it went out and up to which message, so that a burst of messages notifies once;
 * - `notify_member_state`: when the member's last likes mail went out (likes are mailed in batches);
 * - `users.push_previews`: whether a message push shows the start of the text (on by default).
 */
export class Notifications1795658228955 implements MigrationInterface {
  name = 'Notifications1795658228955';

  static readonly loads: FunctionLoads = {
    chat_send: '6384f32e86360bd0ed43ddd3bcfaa57b6ab8c029ea0d23cb71de2e8eb23a2e5b',
  };

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "push_previews" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `CREATE TABLE "notify_conversation_state" (
         "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
         "conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
         "pushed_at" TIMESTAMP WITH TIME ZONE, "pushed_seq" integer,
         "mailed_at" TIMESTAMP WITH TIME ZONE, "mailed_seq" integer,
         CONSTRAINT "PK_notify_conversation_state" PRIMARY KEY ("user_id", "conversation_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "notify_member_state" (
         "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
         "likes_mailed_at" TIMESTAMP WITH TIME ZONE,
         CONSTRAINT "PK_notify_member_state" PRIMARY KEY ("user_id"))`,
    );
    for (const [fn, digest] of Object.entries(Notifications1795658228955.loads) as Array<[DbFunction, string]>) {
      const sql = pinnedFunctionSql(fn, digest);
      if (sql !== null) await queryRunner.query(sql);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The body before this one is the credit-debt migration's (the files migration loaded the same).
    await new ChatSendCreditDebt1795500060001().up(queryRunner);
    await queryRunner.query(`DROP TABLE "notify_member_state"`);
    await queryRunner.query(`DROP TABLE "notify_conversation_state"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "push_previews"`);
  }
}
