import { CREDITS_BADGE_THRESHOLD } from '@amoretto/shared';

/** Spec §2: shown at 10 credits or fewer; warning while some are left, danger at none. */
export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
