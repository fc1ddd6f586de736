import type { LikesType, Locale, MatchFinderQueryDto, PaymentMethod } from '@amoretto/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { ContentPage } from '../pages/static/static-pages';
import type { MemberSearchParams } from '../search/search-params';

/**
 * Every query key of the app. A key that is a prefix of others (`member.all`,
 * `member.likes.all`, …) is what invalidations and cache writes aim at to reach all of them.
 */
export const queryKeys = {
  user: ['user'] as const,
  settings: (search: string) => ['settings', search] as const,
  companyInfo: ['company-info'] as const,
  staticPage: (locale: Locale, page: ContentPage) => ['static-page', locale, page] as const,
  regions: ['regions'] as const,
  interests: ['interests'] as const,
  premiumStats: ['premium-stats'] as const,
  mailChange: (token: string) => ['mail-change', token] as const,
  campaignCard: (id: number) => ['campaign-card', id] as const,
  landerCards: (country: string, gender: string, minAge: number | null, limit: number) =>
    ['lander-cards', country, gender, minAge, limit] as const,
  ownPhotos: ['own-photos'] as const,
  cams: ['cams'] as const,

  /** Answers that depend on who is logged in (lists, prices, offers, payments). */
  member: {
    all: ['members'] as const,
    chats: ['members', 'chats'] as const,
    chatPartner: (conversationId: number | null) => ['members', 'chat-partner', conversationId] as const,
    /** A conversation's newest messages, asked for by /chats/$id's loader for the conversation to open with. */
    chatOpening: (conversationId: number) => ['members', 'chat-opening', conversationId] as const,
    search: (params: MemberSearchParams, network: string | null) => ['members', 'search', params, network] as const,
    newest: ['members', 'newest'] as const,
    page: (id: number, network: string | null) => ['members', 'page', id, network] as const,
    likes: {
      all: ['members', 'likes'] as const,
      list: (type: LikesType) => ['members', 'likes', type] as const,
    },
    olderLikes: (type: LikesType, firstCursor: string | null) => ['members', 'likes-older', type, firstCursor] as const,
    packages: {
      all: ['members', 'packages'] as const,
      list: (code: string | null, method: PaymentMethod | null) => ['members', 'packages', code, method] as const,
    },
    timeBonus: ['members', 'time-bonus'] as const,
    welcomeDiscount: ['members', 'welcome-discount'] as const,
    payments: {
      all: ['members', 'payments'] as const,
      list: ['members', 'payments', 'list'] as const,
      one: (id: number) => ['members', 'payments', 'one', id] as const,
    },
    repeatOrders: ['members', 'repeat-orders'] as const,
    deletionInfo: ['members', 'deletion-info'] as const,
    notificationSettings: ['members', 'notification-settings'] as const,
    swipeGame: ['members', 'swipe-game'] as const,
    matchFinder: (query: MatchFinderQueryDto) => ['members', 'match-finder', query.age_group, query.appearance, query.race] as const,
  },
} as const;

/**
 * The cached answers of one member: dropped at login and logout so another member's data
 * never shows (each entry is a key prefix). The user query itself is set, not dropped.
 */
export const MEMBER_DATA_KEYS: readonly QueryKey[] = [queryKeys.member.all, queryKeys.ownPhotos];

/** The member id of a member page's key (`member.page`), else null. */
export function memberPageIdOf(key: QueryKey): number | null {
  const [scope, kind, id] = key;
  return scope === queryKeys.member.all[0] && kind === 'page' && typeof id === 'number' ? id : null;
}
