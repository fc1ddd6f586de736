import { CREDITS_BADGE_THRESHOLD, type AccountStatus } from '@amoretto/shared';

export type CreditsBadgeKind = 'warning' | 'danger' | 'activation';

/**
 * docs/product.md#screens: shown at 10 credits or fewer; warning while some are left, danger at none.
 * Before activation the site's signup credits are still to come, so a new member sees
 * what confirming the address brings instead of an alarm about an empty balance.
 */
export function creditsBadgeKind(credits: number, status: AccountStatus, signupCredits: number): CreditsBadgeKind | null {
  if (status === 'not_confirmed' && signupCredits > 0) return 'activation';
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
