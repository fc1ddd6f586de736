import { TIME_BONUS_WINDOW_SECONDS } from '../constants';

/**
 * When a member's time bonus ends (docs/product.md#discounts: four hours from signup, never for a paid
 * member), or null when they have none (any more). The backend prices with it; the workers'
 * end-of-bonus job checks it before telling open tabs the bonus is over.
 */
export function timeBonusEnd(member: { paid_user: boolean; signup_date: Date }, now: Date): Date | null {
  if (member.paid_user) return null;
  const end = new Date(member.signup_date.getTime() + TIME_BONUS_WINDOW_SECONDS * 1000);
  return end.getTime() > now.getTime() ? end : null;
}
