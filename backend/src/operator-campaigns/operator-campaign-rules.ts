import { LOCALES, type CreateCampaignDto, type CreateDiscountCodeDto, type Locale } from '@amoretto/shared';

/**
 * What the DTO cannot say about a new discount code: its expiry lies ahead, and a minimum order
 * value names its currency (an amount without one means nothing across sites). Field → problems;
 * empty when the code may be made.
 */
export function discountCodeProblems(input: CreateDiscountCodeDto, now: Date): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (input.expires_at && new Date(input.expires_at).getTime() <= now.getTime()) problems.expires_at = ['inFuture'];
  if (input.minimum_order_value_cents != null && !input.currency) problems.currency = ['requiredWithMinimum'];
  return problems;
}

/** Codes are stored as typed but compared case-blind; the console shows them upper-case. */
export const normalizedCode = (code: string): string => code.trim().toUpperCase();

/**
 * A campaign needs a text in at least one language; members of the others get the type's
 * standard text (docs/product.md#operator-campaigns). Field → problems.
 */
export function campaignProblems(input: CreateCampaignDto): Record<string, string[]> {
  const written = campaignLanguages(input.texts);
  return written.length === 0 ? { texts: ['atLeastOneLanguage'] } : {};
}

/** The languages a campaign has its own text in, in the product's order. */
export function campaignLanguages(texts: Partial<Record<Locale, unknown>>): Locale[] {
  return LOCALES.filter((locale) => texts[locale] !== undefined && texts[locale] !== null);
}
