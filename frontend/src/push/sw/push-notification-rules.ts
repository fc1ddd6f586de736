/**
 * What the push worker (/sw-push.js, docs/product.md#push) shows for a push and where a click
 * on it leads. Pure, so the rules are tested here and the worker only calls the browser.
 * The payload comes from the workers (shared's PushPayload), but it is read as untrusted input:
 * whatever arrives, the notification stays on this site and within a locked screen's texts.
 */

import type { PushKind } from '@amoretto/shared';

/** Where a notification of each kind leads when its payload names no page of this site. */
export const PAGE_FOR_KIND: Record<PushKind, string> = {
  message: '/chats',
  like: '/likes/received',
  match: '/likes/matches',
};

/** The longest title and body shown; longer texts are cut (the sender keeps to them anyway). */
export const TITLE_MAX = 120;
export const BODY_MAX = 240;

/** The site's own pictures: the app icon, and the small monochrome one Android shows in the status bar. */
export const DEFAULT_ICON = '/icon.svg';
export const STATUS_BAR_BADGE = '/favicon.svg';

export interface ShownNotification {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag?: string;
    renotify: boolean;
    data: { url: string };
  };
  /** The app icon's count to set (0 clears it), or null to leave it as it is. */
  appBadge: number | null;
}

const isKind = (value: unknown): value is PushKind => typeof value === 'string' && value in PAGE_FOR_KIND;

const text = (value: unknown, max: number): string => {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
};

/** `url` as an absolute URL when it names a page of `origin` (a path, or a full URL of that origin); otherwise null. */
export function pageOfSite(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  // "//host/…" is another origin written as a path.
  if (url.startsWith('//')) return null;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/** A picture the notification may show: one of the site's own, or an https one; anything else gets the app icon. */
function iconUrl(icon: unknown, origin: string): string {
  if (typeof icon !== 'string' || icon === '') return DEFAULT_ICON;
  const own = pageOfSite(icon, origin);
  if (own) return own;
  try {
    return new URL(icon).protocol === 'https:' ? icon : DEFAULT_ICON;
  } catch {
    return DEFAULT_ICON;
  }
}

/**
 * A push's data as the browser hands it over (`PushMessageData`), read as JSON when it is JSON;
 * a plain text push is shown as its body rather than dropped.
 */
export function readPushData(data: { json(): unknown; text(): string } | null | undefined): unknown {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/**
 * The notification for one push. `siteTitle` stands in for a missing title (the host name: the
 * worker knows nothing of the site's brand before a push tells it).
 */
export function notificationFor(payload: unknown, origin: string, siteTitle: string): ShownNotification {
  const data: Record<string, unknown> = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const kind = isKind(data.kind) ? data.kind : null;
  const url = pageOfSite(data.url, origin) ?? new URL(kind ? PAGE_FOR_KIND[kind] : '/', origin).href;
  const tag = text(data.tag, 100);
  const count = data.badge_count;
  return {
    title: text(data.title, TITLE_MAX) || siteTitle,
    options: {
      body: text(data.body, BODY_MAX),
      icon: iconUrl(data.icon, origin),
      badge: STATUS_BAR_BADGE,
      // One notification per tag (a conversation, the likes): a newer push replaces the older and
      // still alerts (renotify), so a burst of messages does not pile up on the screen.
      ...(tag ? { tag } : {}),
      renotify: tag !== '',
      data: { url },
    },
    appBadge: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null,
  };
}

/** The page a clicked notification leads to: its own (checked again: data could be from an older worker), else the home page. */
export function clickTarget(notificationData: unknown, origin: string): string {
  const url = notificationData && typeof notificationData === 'object' ? (notificationData as { url?: unknown }).url : null;
  return pageOfSite(url, origin) ?? new URL('/', origin).href;
}

export interface OpenWindow {
  url: string;
  focused: boolean;
}

export type ClickPlan =
  /** A tab already shows the page: bring it to the front. */
  | { action: 'focus'; window: number }
  /** A tab of the site is open: show the page there and bring it to the front. */
  | { action: 'navigate'; window: number }
  /** No tab of the site is open: open one on the page. */
  | { action: 'open' };

/**
 * docs/product.md#push: a click reuses an open tab of the site instead of opening another one.
 * `windows` are the site's tabs in the browser's order (most recently focused first); the
 * focused one is preferred, as that is the tab the member was looking at.
 */
export function clickPlan(windows: readonly OpenWindow[], target: string): ClickPlan {
  const origin = new URL(target).origin;
  const showing = windows.findIndex((window) => window.url === target);
  if (showing >= 0) return { action: 'focus', window: showing };
  const ofSite = windows.map((window, index) => ({ window, index })).filter(({ window }) => sameOrigin(window.url, origin));
  const chosen = ofSite.find(({ window }) => window.focused) ?? ofSite[0];
  return chosen ? { action: 'navigate', window: chosen.index } : { action: 'open' };
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
