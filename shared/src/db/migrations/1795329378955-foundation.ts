import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795329378955 implements MigrationInterface {
  name = 'Foundation1795329378955';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "company" ("id" integer NOT NULL DEFAULT '1', "name" text NOT NULL, "address" text NOT NULL, "kvk" text NOT NULL, "city" text NOT NULL, "country" text NOT NULL, "tradenames" text array NOT NULL, "vat_numbers" jsonb NOT NULL, "support_phone" text NOT NULL, "delete_discount" integer NOT NULL, "added" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_056f7854a7afdba7cbd6d45fc20" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox" ("id" BIGSERIAL NOT NULL, "job_name" text NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dispatched_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_340ab539f309f03bdaa14aa7649" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "outbox_pending_idx" ON "outbox"  ("id") WHERE dispatched_at IS NULL`);
    await queryRunner.query(
      `CREATE TABLE "sites" ("id" SERIAL NOT NULL, "domain" text NOT NULL, "aliases" text array NOT NULL DEFAULT '{}', "is_default" boolean NOT NULL DEFAULT false, "name" text NOT NULL, "domain_language" text NOT NULL, "countries" text array NOT NULL, "index_title" text NOT NULL, "description" text NOT NULL, "cdn_prefix" text NOT NULL, "enable_site_entry_popup" text NOT NULL, "signups" text NOT NULL, "logged_out_search" text NOT NULL, "logged_out_search_trafficsource" text NOT NULL, "minimum_message_costs" jsonb NOT NULL, "message_credits" integer NOT NULL, "signup_credits" integer NOT NULL, "photo_credits" integer NOT NULL, "gift_credits" integer NOT NULL, "message_length" integer NOT NULL, "fictional_icon" text NOT NULL, "fictional_warning" text NOT NULL, "fictional_singular" text NOT NULL, "fictional_plural" text NOT NULL, "refund_days" integer NOT NULL, "support_email" text NOT NULL, "support_phone" text NOT NULL, "visible_profile_fields" text array NOT NULL, "visible_profile_notes" jsonb NOT NULL DEFAULT '{}', "search_fields" text array NOT NULL, "member_resell" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4f5eccb1dfde10c9170502595a7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4578b679503e1b86cc1c2531b9" ON "sites"  ("domain") `);
    // Hand-added: one default site at most, and the company table holds one row.
    await queryRunner.query(`CREATE UNIQUE INDEX "sites_one_default_idx" ON "sites" ("is_default") WHERE is_default`);
    await queryRunner.query(`ALTER TABLE "company" ADD CONSTRAINT "company_single_row" CHECK ("id" = 1)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."sites_one_default_idx"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4578b679503e1b86cc1c2531b9"`);
    await queryRunner.query(`DROP TABLE "sites"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_pending_idx"`);
    await queryRunner.query(`DROP TABLE "outbox"`);
    await queryRunner.query(`DROP TABLE "company"`);
  }
}
