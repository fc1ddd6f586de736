import type { FileRouteTypes } from '../route-tree.gen';

/**
 * Every path the SPA has a route for, as the route tree spells it. The site server (Vite
 * preview, nginx) answers these with the app shell and 200, anything else with the app
 * shell and 404, so crawlers and monitors see a real "not found". The type check below
 * fails when a route is added without being listed here.
 */
export const SITE_ROUTES = [
  '/',
  '/$token',
  '/account-deleted',
  '/activate/done',
  '/activate/error',
  '/chats/',
  '/chats/$id',
  '/complaints',
  '/complete-signup',
  '/credits/',
  '/credits/$id/{-$paymentmethod}',
  '/credits/repeat-order',
  '/directdebit',
  '/landers/$lander/{-$slug}',
  '/likes/',
  '/likes/$type',
  '/likes/m/$id',
  '/lang-config',
  '/login',
  '/mail-change/do',
  '/match-finder',
  '/members/',
  '/members/$id/',
  '/members/$id/chat',
  '/members/$id/landing',
  '/members/$id/landing2/{-$slug}',
  '/members/$id/landing3/{-$slug}',
  '/members/$id/signup',
  '/notifications',
  '/operator/',
  '/operator/campaigns',
  '/operator/fictional/',
  '/operator/fictional/$conversationId',
  '/operator/login',
  '/operator/moderation',
  '/operator/support/',
  '/operator/support/$memberId',
  '/operator/trust',
  '/pages/$page',
  '/premium',
  '/pricing',
  '/profile',
  '/reset-password/',
  '/reset-password/do',
  '/settings/',
  '/settings/account',
  '/signup',
  '/signup-matches',
  '/swipe-game',
  '/transactions/',
  '/transactions/$id',
] as const satisfies readonly FileRouteTypes['fullPaths'][];

type Unlisted = Exclude<FileRouteTypes['fullPaths'], (typeof SITE_ROUTES)[number]>;
// A compile error here names a route the list above is missing.
const everyRouteListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyRouteListed;

/**
 * An `$id` segment in its one spelling (shared `parseUrlId`): digits without a leading zero, so
 * /credits/07 or /members/+7 is a 404 from the server like any unknown path. The int4 range is
 * left to the app's not-found page.
 */
const ID_SEGMENT = '/[1-9][0-9]{0,9}';

/** A login link's token (shared `LOGIN_LINK_TOKEN_PATTERN`): 43 base64url characters. */
const TOKEN_SEGMENT = '/[A-Za-z0-9_-]{43}';

/**
 * One regular expression (PCRE and JavaScript alike, as nginx's `location ~` reads it) for
 * every listed route: `$id` is an id segment, any other `$param` one path segment, an optional
 * `{-$param}` one segment or none, a trailing slash is optional.
 */
export function siteRoutePattern(): string {
  const alternatives = SITE_ROUTES.map((route) =>
    route
      .replace(/\/$/, '')
      .split('/')
      .slice(1)
      .map((segment) => {
        if (/^\{-\$[^}]+\}$/.test(segment)) return '(?:/[^/]+)?';
        if (segment === '$id') return ID_SEGMENT;
        // The one-time login link at the root (docs/product.md#login-links): only a token's own spelling.
        if (segment === '$token') return TOKEN_SEGMENT;
        if (segment.startsWith('$')) return '/[^/]+';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join(''),
  );
  // A layout route and its index (`/operator`, `/operator/`) come out alike: once is enough.
  return `^(?:${[...new Set(alternatives)].join('|')})/?$`;
}

const matcher = new RegExp(siteRoutePattern());

/** Whether a request path (without query) is one of the app's pages. */
export function isSiteRoute(pathname: string): boolean {
  return matcher.test(pathname);
}
