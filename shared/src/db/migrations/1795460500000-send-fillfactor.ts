import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every message updates its sender's users row (the credits balance) and its conversation
 * (last_seq, unread counts). Pages filled to the brim leave no room for the new row version
 * on the same page, so each such update also writes an entry into every index of the table
 * (users has six). Room left free on each page lets Postgres keep the new version beside
 * the old one without touching the indexes (a HOT update). Applies to pages written from
 * now on; an existing table gets it at its next rewrite.
 */
export class SendFillfactor1795460500000 implements MigrationInterface {
  name = 'SendFillfactor1795460500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users SET (fillfactor = 85)`);
    await queryRunner.query(`ALTER TABLE conversations SET (fillfactor = 80)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users RESET (fillfactor)`);
    await queryRunner.query(`ALTER TABLE conversations RESET (fillfactor)`);
  }
}
