import { MigrationInterface, QueryRunner } from 'typeorm';

export class SignupProfile1795333707564 implements MigrationInterface {
  name = 'SignupProfile1795333707564';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "photos" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "filename" text NOT NULL, "thumb_filename" text NOT NULL, "status" text NOT NULL DEFAULT 'active', "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5220c45b8e32d49d767b9b3d725" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "photos_user_position_idx" ON "photos"  ("user_id", "position") `);
    await queryRunner.query(`ALTER TABLE "users" ADD "gender" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "sexuality" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "region" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "city" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "about_me" text`);
    await queryRunner.query(`CREATE INDEX "users_signup_date_idx" ON "users"  ("signup_date") `);
    await queryRunner.query(
      `ALTER TABLE "photos" ADD CONSTRAINT "FK_c4404a2ee605249b508c623e68f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "photos" DROP CONSTRAINT "FK_c4404a2ee605249b508c623e68f"`);
    await queryRunner.query(`DROP INDEX "public"."users_signup_date_idx"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "about_me"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "city"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "region"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "sexuality"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "gender"`);
    await queryRunner.query(`DROP INDEX "public"."photos_user_position_idx"`);
    await queryRunner.query(`DROP TABLE "photos"`);
  }
}
