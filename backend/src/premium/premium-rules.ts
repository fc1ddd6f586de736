import type { PremiumClaim } from '@amoretto/shared';

/** Members count as active when they signed up, logged in or liked someone within this many days. */
export const CLAIM_WINDOW_DAYS = 90;
/** Below this many active members in either group the rates say too little; no claim is shown. */
export const CLAIM_MIN_SAMPLE = 50;
/** The measured figure is measured again when older than this (it moves slowly). */
export const CLAIM_FRESH_SECONDS = 3600;
/** A stale figure is still shown (while a new one is measured) up to this age. */
export const CLAIM_KEEP_SECONDS = 86_400;

export interface GroupCount {
  /** Active members of the group in the window. */
  sample: number;
  /** Of those, members with at least one match in the window. */
  matched: number;
}

const rounded = (rate: number): number => Math.round(rate * 10_000) / 10_000;

/**
 * The "better chance of a match" claim as measured: premium's match rate over free members'
 * match rate, minus one, in whole percent. No claim when either group is below the minimum
 * sample, when free members never match (no ratio), or when premium does not do at least 1 %
 * better: the product then makes no claim rather than a weak or false one.
 */
export function premiumClaim(
  premium: GroupCount,
  free: GroupCount,
  windowDays = CLAIM_WINDOW_DAYS,
  minSample = CLAIM_MIN_SAMPLE,
): PremiumClaim | null {
  if (premium.sample < minSample || free.sample < minSample) return null;
  const premiumRate = premium.matched / premium.sample;
  const freeRate = free.matched / free.sample;
  if (freeRate === 0) return null;
  const betterPercent = Math.round((premiumRate / freeRate - 1) * 100);
  if (betterPercent < 1) return null;
  return {
    better_percent: betterPercent,
    premium_rate: rounded(premiumRate),
    free_rate: rounded(freeRate),
    premium_sample: premium.sample,
    free_sample: free.sample,
    window_days: windowDays,
  };
}
