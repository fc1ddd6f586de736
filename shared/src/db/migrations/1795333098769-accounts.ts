import { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795333098769 implements MigrationInterface {
  name = 'Accounts1795333098769';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" SERIAL NOT NULL, "email" text NOT NULL, "password_hash" text NOT NULL, "name" text NOT NULL, "date_of_birth" date NOT NULL, "status" text NOT NULL DEFAULT 'not_confirmed', "credits" integer NOT NULL DEFAULT '0', "paid_user" boolean NOT NULL DEFAULT false, "language" text NOT NULL, "site_id" integer NOT NULL, "country" text NOT NULL, "signup_message" text, "tracking" jsonb NOT NULL DEFAULT '{}', "notifications_disabled" text array NOT NULL DEFAULT '{}', "signup_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "activated_at" TIMESTAMP WITH TIME ZONE, "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "users_credits_non_negative" CHECK ("credits" >= 0), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_unique" ON "users"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "account_tokens" ("id" BIGSERIAL NOT NULL, "user_id" integer NOT NULL, "kind" text NOT NULL, "token_hash" text NOT NULL, "new_email" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5e3640c493cc6206a44b885e6a9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "account_tokens_user_idx" ON "account_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "account_tokens_hash_unique" ON "account_tokens"  ("token_hash") `);
    await queryRunner.query(
      `CREATE TABLE "credit_entries" ("id" BIGSERIAL NOT NULL, "user_id" integer NOT NULL, "amount" integer NOT NULL, "reason" text NOT NULL, "idempotency_key" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "credit_entries_idempotency" UNIQUE ("user_id", "idempotency_key"), CONSTRAINT "PK_a1974466f4738c102e78f457632" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "credit_entries_user_idx" ON "credit_entries"  ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" BIGSERIAL NOT NULL, "user_id" integer NOT NULL, "token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "ip" text, "user_agent" text, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sessions_user_idx" ON "sessions"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions"  ("token_hash") `);
    await queryRunner.query(`ALTER TABLE "outbox" ADD "delay_ms" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "account_tokens" ADD CONSTRAINT "FK_1b5fea09efc20c7f63c4a09b3d6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_entries" ADD CONSTRAINT "FK_a41bd76e384a1a2b3eef6770962" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"`);
    await queryRunner.query(`ALTER TABLE "credit_entries" DROP CONSTRAINT "FK_a41bd76e384a1a2b3eef6770962"`);
    await queryRunner.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "FK_1b5fea09efc20c7f63c4a09b3d6"`);
    await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN "delay_ms"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_token_hash_unique"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_user_idx"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."credit_entries_user_idx"`);
    await queryRunner.query(`DROP TABLE "credit_entries"`);
    await queryRunner.query(`DROP INDEX "public"."account_tokens_hash_unique"`);
    await queryRunner.query(`DROP INDEX "public"."account_tokens_user_idx"`);
    await queryRunner.query(`DROP TABLE "account_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_unique"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
