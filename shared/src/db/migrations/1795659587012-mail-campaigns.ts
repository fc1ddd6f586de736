import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaign mails (promotions, weekly updates, news; docs/product.md#notifications): a campaign
 * with its texts per language and its audience, sent by the workers in throttled batches; one
 * delivery row per recipient, written with the send, so a batch run twice mails no one twice.
 */
export class MailCampaigns1795659587012 implements MigrationInterface {
  name = 'MailCampaigns1795659587012';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE mail_campaigns (
      id serial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('promotions', 'weekly_updates', 'news')),
      texts jsonb NOT NULL DEFAULT '{}',
      path text NOT NULL DEFAULT '/',
      site_id integer REFERENCES sites(id),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sending', 'sent', 'cancelled')),
      sent_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz)`);
    await queryRunner.query(`CREATE TABLE campaign_deliveries (
      campaign_id integer NOT NULL REFERENCES mail_campaigns(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (campaign_id, user_id))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE campaign_deliveries`);
    await queryRunner.query(`DROP TABLE mail_campaigns`);
  }
}
