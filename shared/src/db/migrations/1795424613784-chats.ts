import { MigrationInterface, QueryRunner } from 'typeorm';

export class Chats1795424613784 implements MigrationInterface {
  name = 'Chats1795424613784';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" SERIAL NOT NULL, "user_a_id" integer NOT NULL, "user_b_id" integer NOT NULL, "started_by" integer NOT NULL, "a_unread" integer NOT NULL DEFAULT '0', "b_unread" integer NOT NULL DEFAULT '0', "a_cleared_seq" integer NOT NULL DEFAULT '0', "b_cleared_seq" integer NOT NULL DEFAULT '0', "last_seq" integer NOT NULL DEFAULT '0', "last_message_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "conversations_pair" UNIQUE ("user_a_id", "user_b_id"), CONSTRAINT "conversations_cleared_within" CHECK ("a_cleared_seq" <= "last_seq" AND "b_cleared_seq" <= "last_seq"), CONSTRAINT "conversations_unread_non_negative" CHECK ("a_unread" >= 0 AND "b_unread" >= 0), CONSTRAINT "conversations_ordered_pair" CHECK ("user_a_id" < "user_b_id"), CONSTRAINT "PK_ee34f4f7ced4ec8681f26bf04ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "conversations_user_b_idx" ON "conversations"  ("user_b_id") `);
    await queryRunner.query(`CREATE INDEX "conversations_started_by_idx" ON "conversations"  ("started_by") `);
    await queryRunner.query(
      `CREATE TABLE "messages" ("id" BIGSERIAL NOT NULL, "conversation_id" integer NOT NULL, "seq" integer NOT NULL, "sender_id" integer NOT NULL, "client_id" uuid NOT NULL, "kind" text NOT NULL DEFAULT 'text', "body" text NOT NULL, "cost" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "messages_sender_client_id" UNIQUE ("sender_id", "client_id"), CONSTRAINT "messages_conversation_seq" UNIQUE ("conversation_id", "seq"), CONSTRAINT "messages_seq_positive" CHECK ("seq" > 0), CONSTRAINT "messages_cost_non_negative" CHECK ("cost" >= 0), CONSTRAINT "messages_kind" CHECK ("kind" IN ('text', 'photo', 'gift')), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_631d31d45e8f9b900e8bf913f08" FOREIGN KEY ("user_a_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_ce35954d8c3216fcf888337b046" FOREIGN KEY ("user_b_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_77566ecf00c7855389c31ebf06f" FOREIGN KEY ("started_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_3bc55a7c3f9ed54b520bb5cfe23" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_22133395bd13b970ccd0c34ab22" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_22133395bd13b970ccd0c34ab22"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_3bc55a7c3f9ed54b520bb5cfe23"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "FK_77566ecf00c7855389c31ebf06f"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "FK_ce35954d8c3216fcf888337b046"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "FK_631d31d45e8f9b900e8bf913f08"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP INDEX "public"."conversations_started_by_idx"`);
    await queryRunner.query(`DROP INDEX "public"."conversations_user_b_idx"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
  }
}
