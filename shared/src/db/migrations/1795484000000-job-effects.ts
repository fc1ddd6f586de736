import { MigrationInterface, QueryRunner } from 'typeorm';

/** Background jobs whose effect happened, so a job re-run after a worker crash does not repeat it. */
export class JobEffects1795484000000 implements MigrationInterface {
  name = 'JobEffects1795484000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_effects" ("job_key" text NOT NULL, "job_name" text NOT NULL, "done_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b2bc02e30425f54263bc53808ee" PRIMARY KEY ("job_key"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_effects"`);
  }
}
