import type { CampaignSegment } from '../operators/campaign-dto';

/**
 * A campaign's segment as SQL conditions on `users u` (docs/product.md#operator-campaigns), with
 * its parameters numbered from `firstParam`. The backend counts the audience with it and the
 * workers pick recipients with it, so both read the segment the same way. The mail's own rules
 * (real, active members with mail and the type on) are the caller's.
 */
export function campaignSegmentSql(segment: CampaignSegment, firstParam: number): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  if (segment.site_id !== undefined) conditions.push(`u.site_id = ${next(segment.site_id)}`);
  if (segment.languages?.length) conditions.push(`u.language = ANY(${next(segment.languages)}::text[])`);
  if (segment.gender !== undefined) conditions.push(`u.gender = ${next(segment.gender)}`);
  if (segment.paid !== undefined) conditions.push(`u.paid_user = ${next(segment.paid)}`);
  if (segment.active_days !== undefined) {
    conditions.push(
      `EXISTS (SELECT 1 FROM sessions se WHERE se.user_id = u.id AND se.created_at > now() - make_interval(days => ${next(segment.active_days)}::int))`,
    );
  }
  return { sql: conditions.length ? conditions.join(' AND ') : 'true', params };
}

/** Who any campaign mail of `typeParam` may reach at all: real, active members with mail on and the type on. */
export const CAMPAIGN_MAILABLE_SQL = (typeParam: string) =>
  `u.status = 'active' AND u.fictional = false AND u.notifications_disabled = '{}' AND NOT (${typeParam} = ANY(u.email_notifications_off))`;
