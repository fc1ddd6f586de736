import type { User } from '@amoretto/shared';

// The signup flow ends on the confirm-your-email page and the activation pages are about
// the same thing: there a reminder would only repeat or interrupt.
export const SIGNUP_PAGES = ['/signup', '/signup-matches', '/complete-signup'];
const ACTIVATION_PAGES = [...SIGNUP_PAGES, '/activate/done', '/activate/error'];
// The campaign page is still creating the account and sending the mail.
const CAMPAIGN_SIGNUP = /^\/members\/[^/]+\/signup\/?$/;

export const isCampaignSignupPage = (pathname: string): boolean => CAMPAIGN_SIGNUP.test(pathname);

export type ActivationReminder = 'alert' | 'modal' | null;

/**
 * docs/product.md#member-banners: an unconfirmed member is reminded by an alert, or by a modal after an API
 * (campaign) signup. The modal, once closed, stays closed; it does not fall back to the alert.
 */
export function activationReminder(
  user: Pick<User, 'status' | 'signup_flow'>,
  pathname: string,
  modalDismissed: boolean,
): ActivationReminder {
  if (user.status !== 'not_confirmed') return null;
  if (ACTIVATION_PAGES.includes(pathname) || isCampaignSignupPage(pathname)) return null;
  if (user.signup_flow !== 'api') return 'alert';
  return modalDismissed ? null : 'modal';
}
