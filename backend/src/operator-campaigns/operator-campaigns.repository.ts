import type { CampaignSegment, CreateCampaignDto, CreateDiscountCodeDto, OperatorCampaign, OperatorDiscountCode } from '@amoretto/shared';
import { CAMPAIGN_MAILABLE_SQL, campaignSegmentSql, enqueueInTransaction, returnedRows, type Queryable } from '@amoretto/shared/db';
import type { EntityManager } from 'typeorm';

// The console's statements on discount codes and mail campaigns.

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const CODE_SELECT = `SELECT c.id, c.code, c.value_percentage, c.country, c.user_id, ${iso('c.expires_at')} AS expires_at, c.currency,
    c.minimum_order_value_cents, c.status, c.validity, c.paymentmethods, COALESCE(c.expires_at < now(), false) AS expired,
    (SELECT count(*)::int FROM discount_redemptions r WHERE r.discount_code_id = c.id) AS redemptions, ${iso('c.created_at')} AS created_at
  FROM discount_codes c`;

/** Codes made to be typed (welcome offers and stay offers are members' own and not listed). */
export async function discountCodes(db: Queryable): Promise<OperatorDiscountCode[]> {
  return (await db.query(`${CODE_SELECT} WHERE c.kind = 'code' ORDER BY c.id DESC LIMIT 200`)) as OperatorDiscountCode[];
}

/** True when the spelling is taken where the new code would live (public codes, or the member's own). */
export async function codeTaken(db: Queryable, code: string, userId: number | null): Promise<boolean> {
  const rows = (await db.query(
    `SELECT 1 FROM discount_codes WHERE upper(code) = upper($1) AND user_id IS NOT DISTINCT FROM $2::int LIMIT 1`,
    [code, userId],
  )) as unknown[];
  return rows.length > 0;
}

/** The new code; null when its spelling was taken meanwhile (the unique indexes decide). */
export async function insertDiscountCode(db: Queryable, input: CreateDiscountCodeDto): Promise<OperatorDiscountCode | null> {
  const rows = (await db.query(
    `INSERT INTO discount_codes (code, kind, country, user_id, expires_at, value_percentage, currency, minimum_order_value_cents,
                                 status, validity, paymentmethods)
     VALUES ($1, 'code', $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      input.code,
      input.country ?? null,
      input.user_id ?? null,
      input.expires_at ?? null,
      input.value_percentage,
      input.currency ?? null,
      input.minimum_order_value_cents ?? null,
      input.status,
      input.validity,
      input.paymentmethods ?? null,
    ],
  )) as Array<{ id: number }>;
  if (rows.length === 0) return null;
  const [code] = (await db.query(`${CODE_SELECT} WHERE c.id = $1`, [rows[0]!.id])) as OperatorDiscountCode[];
  return code!;
}

export async function memberExists(db: Queryable, id: number): Promise<boolean> {
  return ((await db.query(`SELECT 1 FROM users WHERE id = $1`, [id])) as unknown[]).length > 0;
}

export async function siteExists(db: Queryable, id: number): Promise<boolean> {
  return ((await db.query(`SELECT 1 FROM sites WHERE id = $1`, [id])) as unknown[]).length > 0;
}

/** Members a campaign of `type` to `segment` reaches now; those who switched the type off never count. */
export async function audienceSize(db: Queryable, type: string, segment: CampaignSegment): Promise<number> {
  const where = campaignSegmentSql(segment, 2);
  const [row] = (await db.query(`SELECT count(*)::int AS n FROM users u WHERE ${CAMPAIGN_MAILABLE_SQL('$1')} AND ${where.sql}`, [
    type,
    ...where.params,
  ])) as Array<{ n: number }>;
  return row!.n;
}

type CampaignRow = Omit<OperatorCampaign, 'audience'> & { preview_html: string | null; preview_language: string | null };

const CAMPAIGN_SELECT = `SELECT id, type, texts, path, segment, status, sent_count, ${iso('created_at')} AS created_at,
    ${iso('started_at')} AS started_at, ${iso('finished_at')} AS finished_at, preview_html, preview_language FROM mail_campaigns`;

export async function campaigns(db: Queryable): Promise<CampaignRow[]> {
  return (await db.query(`${CAMPAIGN_SELECT} ORDER BY id DESC LIMIT 100`)) as CampaignRow[];
}

export async function campaignById(db: Queryable, id: number): Promise<CampaignRow | null> {
  const [row] = (await db.query(`${CAMPAIGN_SELECT} WHERE id = $1`, [id])) as CampaignRow[];
  return row ?? null;
}

export async function insertCampaign(db: Queryable, input: CreateCampaignDto, operatorId: number): Promise<number> {
  const [row] = (await db.query(
    `INSERT INTO mail_campaigns (type, texts, path, site_id, segment, operator_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [input.type, JSON.stringify(input.texts), input.path, input.segment.site_id ?? null, JSON.stringify(input.segment), operatorId],
  )) as Array<{ id: number }>;
  return row!.id;
}

/** Starts a draft and queues its first batch in the same transaction; false when it was no draft. */
export async function startCampaign(manager: EntityManager, id: number): Promise<boolean> {
  const updated = returnedRows<{ id: number }>(
    await manager.query(
      `UPDATE mail_campaigns SET status = 'sending', started_at = now() WHERE id = $1 AND status = 'draft' RETURNING id`,
      [id],
    ),
  );
  if (updated.length === 0) return false;
  await enqueueInTransaction(manager, 'campaign.batch', { campaignId: id, afterUserId: 0 });
  return true;
}

/** Forgets the stored preview when another language is asked for, so a stale one never shows. */
export async function clearPreview(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE mail_campaigns SET preview_html = NULL, preview_language = NULL WHERE id = $1`, [id]);
}

export async function operatorAddress(db: Queryable, operatorId: number): Promise<{ email: string; name: string }> {
  const [row] = (await db.query(`SELECT email, name FROM operators WHERE id = $1`, [operatorId])) as Array<{ email: string; name: string }>;
  return row!;
}
