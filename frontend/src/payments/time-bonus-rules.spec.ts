import { TIME_BONUS_MODAL_DELAY_MS } from '@amoretto/shared';
import {
  isMembersArea,
  nextEnteredAreaAt,
  offerBannerPage,
  timeBonusModalDue,
  timeBonusVisible,
  type TimeBonusModalState,
} from './time-bonus-rules';

describe('isMembersArea', () => {
  it('covers members, a member page, chats, likes and premium', () => {
    for (const path of [
      '/members',
      '/members/',
      '/members/12',
      '/members/12/chat',
      '/chats',
      '/chats/5',
      '/likes',
      '/likes/received',
      '/likes/m/3',
      '/premium',
    ]) {
      expect([path, isMembersArea(path)]).toEqual([path, true]);
    }
  });

  it('leaves out the other pages and the campaign entries', () => {
    for (const path of [
      '/',
      '/credits',
      '/profile',
      '/pricing',
      '/members/12/landing',
      '/members/12/signup',
      '/premiums',
      '/likes/m/3/x',
    ]) {
      expect([path, isMembersArea(path)]).toEqual([path, false]);
    }
  });
});

describe('timeBonusVisible', () => {
  it('shows while the countdown runs for a member who has not paid', () => {
    expect(timeBonusVisible({ paid_user: false }, 1)).toBe(true);
  });

  it('hides at zero, for a paid member and for a visitor', () => {
    expect(timeBonusVisible({ paid_user: false }, 0)).toBe(false);
    expect(timeBonusVisible({ paid_user: true }, 600)).toBe(false);
    expect(timeBonusVisible(null, 600)).toBe(false);
  });
});

describe('timeBonusModalDue', () => {
  const entered = 1_000_000;
  const due: TimeBonusModalState = {
    loggedIn: true,
    credits: 0,
    bonusVisible: true,
    dismissed: false,
    pathname: '/members',
    enteredAreaAt: entered,
    now: entered + TIME_BONUS_MODAL_DELAY_MS,
  };

  it('is due 40 s after entering the members area with everything in place', () => {
    expect(TIME_BONUS_MODAL_DELAY_MS).toBe(40_000);
    expect(timeBonusModalDue(due)).toBe(true);
    expect(timeBonusModalDue({ ...due, now: entered + TIME_BONUS_MODAL_DELAY_MS - 1 })).toBe(false);
  });

  it.each<[string, Partial<TimeBonusModalState>]>([
    ['logged out', { loggedIn: false }],
    ['with credits left', { credits: 1 }],
    ['without a visible bonus', { bonusVisible: false }],
    ['once dismissed', { dismissed: true }],
    ['outside the members area', { pathname: '/profile' }],
    ['before entering the area', { enteredAreaAt: null }],
  ])('is not due %s', (_, change) => {
    expect(timeBonusModalDue({ ...due, ...change })).toBe(false);
  });
});

describe('nextEnteredAreaAt', () => {
  it('starts the clock on entering, keeps it inside the area and forgets it outside', () => {
    expect(nextEnteredAreaAt(null, '/members', 5)).toBe(5);
    expect(nextEnteredAreaAt(5, '/chats/3', 9)).toBe(5);
    expect(nextEnteredAreaAt(5, '/profile', 9)).toBeNull();
    expect(nextEnteredAreaAt(null, '/likes', 12)).toBe(12);
  });
});

describe('offerBannerPage', () => {
  it('shows the banner on ordinary pages', () => {
    for (const path of ['/', '/members', '/members/4', '/likes/received', '/profile', '/pages/faq'])
      expect([path, offerBannerPage(path)]).toEqual([path, true]);
  });

  it('leaves it off where the page shows the offer itself, and during signup', () => {
    for (const path of [
      '/credits',
      '/credits/',
      '/credits/3/ideal',
      '/credits/repeat-order',
      '/premium',
      '/pricing',
      '/directdebit',
      '/signup',
      '/complete-signup',
    ]) {
      expect([path, offerBannerPage(path)]).toEqual([path, false]);
    }
  });
});
