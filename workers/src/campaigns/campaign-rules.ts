import type { Locale } from '@amoretto/shared';

/** A batch lasts about this long at the configured rate, so its lock and a shutdown never wait long on it. */
export const CAMPAIGN_BATCH_SECONDS = 5;

/** Recipients per batch at `perSecond` mails a second. */
export function campaignBatchSize(perSecond: number): number {
  return Math.max(1, Math.min(1000, Math.floor(perSecond * CAMPAIGN_BATCH_SECONDS)));
}

/**
 * How long to wait before the mail numbered `sent` (0-based) of a batch started at `startedAt`, to
 * send at most `perSecond` a second: the n-th mail goes no earlier than n / perSecond seconds in.
 */
export function campaignPause(startedAt: number, sent: number, perSecond: number, now: number): number {
  return Math.max(0, startedAt + (sent * 1000) / perSecond - now);
}

/** A campaign's own texts in one language, written by an operator. */
export interface CampaignText {
  subject: string;
  paragraphs: string[];
  button?: string;
}

/** The campaign's text for the member's language; none (the type's standard texts then) when the operator wrote none. */
export function campaignTextFor(texts: Partial<Record<Locale, CampaignText>>, locale: Locale): CampaignText | undefined {
  const text = texts[locale];
  return text && text.subject && text.paragraphs?.length ? text : undefined;
}
