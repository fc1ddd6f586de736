import { TIME_BONUS_MODAL_DELAY_MS } from '@amoretto/shared';

// docs/product.md#discounts: members, a member's page, chats, likes and premium. Campaign entries under
// /members/{id} (landing, signup) are pages for visitors, not the members area.
const MEMBERS_AREA = [
  /^\/members\/?$/,
  /^\/members\/[^/]+\/?$/,
  /^\/members\/[^/]+\/chat\/?$/,
  /^\/chats(?:\/[^/]+)?\/?$/,
  /^\/likes(?:\/[^/]+|\/m\/[^/]+)?\/?$/,
  /^\/premium\/?$/,
];

export function isMembersArea(pathname: string): boolean {
  return MEMBERS_AREA.some((pattern) => pattern.test(pathname));
}

/** docs/product.md#discounts: the bonus shows only to a member who has not paid, while its countdown runs. */
export function timeBonusVisible(user: { paid_user: boolean } | null, secondsLeft: number): boolean {
  return user !== null && !user.paid_user && secondsLeft > 0;
}

export interface TimeBonusModalState {
  loggedIn: boolean;
  credits: number;
  bonusVisible: boolean;
  dismissed: boolean;
  pathname: string;
  /** When the member last entered the members area (ms), null while outside it. */
  enteredAreaAt: number | null;
  now: number;
}

/**
 * docs/product.md#discounts: the "act fast" modal shows 40 s after entering the members area, to a logged-in
 * member with zero credits while the bonus is visible, until the member dismisses it.
 */
export function timeBonusModalDue(state: TimeBonusModalState): boolean {
  return (
    state.loggedIn &&
    state.credits <= 0 &&
    state.bonusVisible &&
    !state.dismissed &&
    isMembersArea(state.pathname) &&
    state.enteredAreaAt !== null &&
    state.now - state.enteredAreaAt >= TIME_BONUS_MODAL_DELAY_MS
  );
}

/**
 * When the member entered the members area, given the previous value and the page now:
 * moving between its pages keeps the first moment, leaving it forgets it.
 */
export function nextEnteredAreaAt(previous: number | null, pathname: string, now: number): number | null {
  if (!isMembersArea(pathname)) return null;
  return previous ?? now;
}

// Pages that show the offer themselves (or are about paying), and the signup steps.
const NO_OFFER_BANNER = [
  /^\/credits(?:\/.*)?$/,
  /^\/premium\/?$/,
  /^\/pricing\/?$/,
  /^\/directdebit\/?$/,
  /^\/(?:signup|signup-matches|complete-signup)\/?$/,
];

/** Whether the default layout's offer banner (time bonus or welcome discount) belongs on this page. */
export function offerBannerPage(pathname: string): boolean {
  return !NO_OFFER_BANNER.some((pattern) => pattern.test(pathname));
}
