import type { EntityManager } from 'typeorm';
import type { EmailNotificationType, Locale } from '@amoretto/shared';
import type { CampaignSegment } from '@amoretto/shared';
import { CAMPAIGN_MAILABLE_SQL, campaignSegmentSql, type Queryable } from '@amoretto/shared/db';
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
  /** Who it goes to, as data (site, languages, gender, paid or not, active lately). */
  segment: CampaignSegment;
}

export async function campaignById(db: Queryable, id: number): Promise<CampaignRow | null> {
  const rows = (await db.query(`SELECT id, type, texts, path, site_id, status, segment FROM mail_campaigns WHERE id = $1`, [
    id,
  ])) as CampaignRow[];
  return rows[0] ?? null;
}

/**
 * The next recipients after `afterUserId`: real (not fictional) active members of the campaign's
 * site (or all) and segment, with mail on and the campaign's type on, not mailed by this campaign yet.
 */
export async function campaignRecipients(db: Queryable, campaign: CampaignRow, afterUserId: number, limit: number) {
  const segment = campaignSegmentSql(campaign.segment ?? {}, 6);
  return (await db.query(
    `SELECT u.id, u.email, u.name, u.language, u.country, u.status, u.notifications_disabled, u.email_notifications_off,
            s.name AS site_name, s.domain AS site_domain, s.support_email, s.fictional_singular
       FROM users u LEFT JOIN sites s ON s.id = u.site_id
      WHERE u.id > $2 AND ${CAMPAIGN_MAILABLE_SQL('$3')}
        AND ($4::int IS NULL OR u.site_id = $4)
        AND ${segment.sql}
        AND NOT EXISTS (SELECT 1 FROM campaign_deliveries d WHERE d.campaign_id = $1 AND d.user_id = u.id)
      ORDER BY u.id
      LIMIT $5`,
    [campaign.id, afterUserId, campaign.type, campaign.site_id, limit, ...segment.params],
  )) as NotificationMailMemberRow[];
}

/** Stores the preview the console shows of the campaign in one language. */
export async function storeCampaignPreview(db: Queryable, campaignId: number, language: string, html: string): Promise<void> {
  await db.query(`UPDATE mail_campaigns SET preview_html = $3, preview_language = $2 WHERE id = $1`, [campaignId, language, html]);
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

/** The site a campaign's preview is shown on: its segment's site, else the first site. */
export async function campaignSite(db: Queryable, campaign: CampaignRow) {
  const siteId = campaign.segment?.site_id ?? campaign.site_id;
  const [row] = (await db.query(
    `SELECT name, domain, support_email, fictional_singular FROM sites WHERE ($1::int IS NULL OR id = $1) ORDER BY id LIMIT 1`,
    [siteId ?? null],
  )) as Array<{ name: string; domain: string; support_email: string | null; fictional_singular: string | null }>;
  return row ?? null;
}
