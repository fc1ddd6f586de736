import type { User } from '@amoretto/shared';
import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '../api/load-query';
import { userQuery } from '../auth/user-query';
import { secondsLeft } from './countdown-rules';
import { timeBonusQuery, welcomeDiscountQuery } from './payments-queries';
import { timeBonusVisible } from './time-bonus-rules';

/**
 * For loaders of pages that show the active offer: what useActiveOffer asks for, so the offer
 * is there with the page instead of pushing it down a moment later. Only a member who has not
 * paid has one; the welcome discount is asked for only while no time bonus runs.
 */
export async function loadActiveOffer(queryClient: QueryClient): Promise<void> {
  const user = await unpaidMember(queryClient);
  if (!user) return;
  await loadQuery(queryClient, timeBonusQuery());
  const bonus = queryClient.getQueryData(timeBonusQuery().queryKey) ?? null;
  if (timeBonusVisible(user, bonus ? secondsLeft(bonus.expires_at, Date.now()) : 0)) return;
  await loadQuery(queryClient, welcomeDiscountQuery());
}

/**
 * For the default layout, whose offer bar shows on most pages: both reads at once as soon as the
 * member is known, not waited for. The bar is then drawn with the page's first data rather than
 * two round trips later (its text is often the largest thing drawn last on a phone's first screen).
 */
export async function prefetchActiveOffer(queryClient: QueryClient): Promise<void> {
  if (!(await unpaidMember(queryClient))) return;
  await Promise.all([loadQuery(queryClient, timeBonusQuery()), loadQuery(queryClient, welcomeDiscountQuery())]);
}

/** The logged-in member when they have not paid yet (only they have an offer), else null. */
async function unpaidMember(queryClient: QueryClient): Promise<User | null> {
  const user = await queryClient.ensureQueryData(userQuery()).catch(() => null);
  return user && !user.paid_user ? user : null;
}
