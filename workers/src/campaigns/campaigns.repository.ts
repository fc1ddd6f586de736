import type { EntityManager } from 'typeorm';
import type { EmailNotificationType, Locale } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import type { NotificationMailMemberRow } from '../mail/notification-mail.repository';
import type { CampaignText } from './campaign-rules';

// The campaign worker's statements (mail_campaigns, campaign_deliveries).

export interface CampaignRow {
  id: number;
  type: Extract<EmailNotificationType, 'promotions' | 'weekly_updates' | 'news'>;
  texts: Partial<Record<Locale, CampaignText>>;
  path: string;
  site_id: number | null;
  status: 'draft' | 'sending' | 'sent' | 'cancelled';
}

export async function campaignById(db: Queryable, id: number): Promise<CampaignRow | null> {
  const rows = (await db.query(`SELECT id, type, texts, path, site_id, status FROM mail_campaigns WHERE id = $1`, [id])) as CampaignRow[];
  return rows[0] ?? null;
}

/**
 * The next recipients after `afterUserId`: real (not fictional) active members of the campaign's
 * site (or all), with mail on and the campaign's type on, not mailed by this campaign yet.
 */
export async function campaignRecipients(db: Queryable, campaign: CampaignRow, afterUserId: number, limit: number) {
  return (await db.query(
    `SELECT u.id, u.email, u.name, u.language, u.country, u.status, u.notifications_disabled, u.email_notifications_off,
            s.name AS site_name, s.domain AS site_domain, s.support_email, s.fictional_singular
       FROM users u LEFT JOIN sites s ON s.id = u.site_id
      WHERE u.id > $2 AND u.status = 'active' AND u.fictional = false AND u.notifications_disabled = '{}'
        AND NOT ($3 = ANY(u.email_notifications_off))
        AND ($4::int IS NULL OR u.site_id = $4)
        AND NOT EXISTS (SELECT 1 FROM campaign_deliveries d WHERE d.campaign_id = $1 AND d.user_id = u.id)
      ORDER BY u.id
      LIMIT $5`,
    [campaign.id, afterUserId, campaign.type, campaign.site_id, limit],
  )) as NotificationMailMemberRow[];
}

/** Claims one recipient for the campaign; false when an earlier run mailed them already. */
export async function claimDelivery(manager: EntityManager, campaignId: number, userId: number): Promise<boolean> {
  const rows = (await manager.query(
    `INSERT INTO campaign_deliveries (campaign_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`,
    [campaignId, userId],
  )) as unknown[];
  return rows.length > 0;
}

/** After a batch: the count so far, and `sent` when no one is left. */
export async function recordCampaignProgress(manager: EntityManager, campaignId: number, finished: boolean): Promise<void> {
  await manager.query(
    `UPDATE mail_campaigns SET sent_count = (SELECT count(*) FROM campaign_deliveries WHERE campaign_id = $1),
            status = CASE WHEN $2 AND status = 'sending' THEN 'sent' ELSE status END,
            finished_at = CASE WHEN $2 AND status = 'sending' THEN now() ELSE finished_at END
      WHERE id = $1`,
    [campaignId, finished],
  );
}
