import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProfilesSearch1795412279396 implements MigrationInterface {
  name = 'ProfilesSearch1795412279396';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "blocks" ("blocker_id" integer NOT NULL, "blocked_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_806f6a5d38d031cdd868fd5e37e" PRIMARY KEY ("blocker_id", "blocked_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "blocks_blocked_idx" ON "blocks"  ("blocked_id") `);
    await queryRunner.query(
      `CREATE TABLE "likes" ("liker_id" integer NOT NULL, "liked_id" integer NOT NULL, "like_new" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a5c956e7708598ea912a0ca654e" PRIMARY KEY ("liker_id", "liked_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "likes_liked_idx" ON "likes"  ("liked_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "push_subscriptions" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "endpoint" text NOT NULL, "p256dh" text NOT NULL, "auth" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_757fc8f00c34f66832668dc2e53" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions"  ("endpoint") `);
    await queryRunner.query(`ALTER TABLE "users" ADD "hair_colour" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "eye_colour" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "body_type" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "relationship_status" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "interests" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "users" ADD "invisible" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "profile_status" text NOT NULL DEFAULT 'active'`);
    await queryRunner.query(`ALTER TABLE "users" ADD "fictional" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "signup_flow" text NOT NULL DEFAULT 'form'`);
    await queryRunner.query(
      `CREATE INDEX "users_search_region_idx" ON "users"  ("country", "region", "gender", "id", "date_of_birth") WHERE status <> 'deleted' AND invisible = false AND profile_status = 'active'`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_search_country_idx" ON "users"  ("country", "gender", "id", "date_of_birth") WHERE status <> 'deleted' AND invisible = false AND profile_status = 'active'`,
    );
    await queryRunner.query(
      `ALTER TABLE "blocks" ADD CONSTRAINT "FK_74f530c6fbffc357047b263818d" FOREIGN KEY ("blocker_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "blocks" ADD CONSTRAINT "FK_8aa6c887bed61ad10829450f2f0" FOREIGN KEY ("blocked_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "likes" ADD CONSTRAINT "FK_e7e889e98337a59db5975fac6eb" FOREIGN KEY ("liker_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "likes" ADD CONSTRAINT "FK_03057741b1ade79aa7ff15f6c6e" FOREIGN KEY ("liked_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_6771f119f1c06d2ccf38f238664" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "push_subscriptions" DROP CONSTRAINT "FK_6771f119f1c06d2ccf38f238664"`);
    await queryRunner.query(`ALTER TABLE "likes" DROP CONSTRAINT "FK_03057741b1ade79aa7ff15f6c6e"`);
    await queryRunner.query(`ALTER TABLE "likes" DROP CONSTRAINT "FK_e7e889e98337a59db5975fac6eb"`);
    await queryRunner.query(`ALTER TABLE "blocks" DROP CONSTRAINT "FK_8aa6c887bed61ad10829450f2f0"`);
    await queryRunner.query(`ALTER TABLE "blocks" DROP CONSTRAINT "FK_74f530c6fbffc357047b263818d"`);
    await queryRunner.query(`DROP INDEX "public"."users_search_country_idx"`);
    await queryRunner.query(`DROP INDEX "public"."users_search_region_idx"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "signup_flow"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "fictional"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "profile_status"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "invisible"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "interests"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "relationship_status"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "body_type"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "eye_colour"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "hair_colour"`);
    await queryRunner.query(`DROP INDEX "public"."push_subscriptions_endpoint_unique"`);
    await queryRunner.query(`DROP INDEX "public"."push_subscriptions_user_idx"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
    await queryRunner.query(`DROP INDEX "public"."likes_liked_idx"`);
    await queryRunner.query(`DROP TABLE "likes"`);
    await queryRunner.query(`DROP INDEX "public"."blocks_blocked_idx"`);
    await queryRunner.query(`DROP TABLE "blocks"`);
  }
}
