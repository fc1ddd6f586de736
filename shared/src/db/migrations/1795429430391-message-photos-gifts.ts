import { MigrationInterface, QueryRunner } from 'typeorm';

/** Photo and gift messages: their own columns, tied to the message kind by CHECKs. */
export class MessagePhotosGifts1795429430391 implements MigrationInterface {
  name = 'MessagePhotosGifts1795429430391';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" ADD "photo_filename" text`);
    await queryRunner.query(`ALTER TABLE "messages" ADD "photo_thumb_filename" text`);
    await queryRunner.query(`ALTER TABLE "messages" ADD "gift_id" text`);
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "messages_text_content" CHECK ("kind" <> 'text' OR ("body" <> '' AND "photo_filename" IS NULL AND "photo_thumb_filename" IS NULL AND "gift_id" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "messages_photo_content" CHECK ("kind" <> 'photo' OR ("body" = '' AND "photo_filename" IS NOT NULL AND "photo_thumb_filename" IS NOT NULL AND "gift_id" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "messages_gift_content" CHECK ("kind" <> 'gift' OR ("body" = '' AND "gift_id" IS NOT NULL AND "photo_filename" IS NULL AND "photo_thumb_filename" IS NULL))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "messages_gift_content"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "messages_photo_content"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "messages_text_content"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "gift_id"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "photo_thumb_filename"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "photo_filename"`);
  }
}
