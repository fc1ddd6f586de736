import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth';
import { secondsLeft } from './countdown-rules';
import { welcomeDiscountQuery } from './payments-queries';
import { useNow } from './use-now';
import { useTimeBonus } from './use-time-bonus';

export type ActiveOffer =
  | { kind: 'time_bonus'; percentage: number; secondsLeft: number }
  /** `secondsLeft` null: the offer has no end. */
  | { kind: 'welcome'; percentage: number; secondsLeft: number | null };

/**
 * docs/product.md#discounts: the active offer is the time bonus if present, otherwise the welcome
 * discount (asked for only then; its errors are silent).
 */
export function useActiveOffer(): ActiveOffer | null {
  const { user } = useAuth();
  const timeBonus = useTimeBonus();
  const askWelcome = user !== null && !user.paid_user && timeBonus.settled && timeBonus.bonus === null;
  const welcome = useQuery({ ...welcomeDiscountQuery(), enabled: askWelcome });
  const discount = askWelcome ? (welcome.data ?? null) : null;
  const now = useNow(discount?.expires_at != null);

  if (timeBonus.bonus) return { kind: 'time_bonus', percentage: timeBonus.bonus.percentage, secondsLeft: timeBonus.secondsLeft };
  if (!discount) return null;
  if (discount.expires_at === null) return { kind: 'welcome', percentage: discount.percentage, secondsLeft: null };
  const left = secondsLeft(discount.expires_at, now);
  return left > 0 ? { kind: 'welcome', percentage: discount.percentage, secondsLeft: left } : null;
}
