import { parseUrlId, type MemberCard } from '@amoretto/shared';
import { OPENING_WINDOW } from '../chats/opening-window';
import type { CatalogPart } from '../i18n/catalog-parts';

/**
 * What index.html tells its boot script (boot-script.ts) about the build, so the first page's
 * requests start while the entry and the libraries are still downloading instead of after they
 * ran: the catalog part of each language, and the chunks of each page. Written at build time
 * (site-server/boot-hints-plugin.ts) as a JSON block the page does not execute.
 */
export interface BootHints {
  /** Language → files of its three catalog parts (i18n/catalog-parts.ts), e.g. `/assets/catalog-it-first-….js`. */
  catalogs: Record<string, Record<CatalogPart, string>>;
  /** Files the pages load (modules, and stylesheets: `.css`), named once; `routes` points into it. */
  files: string[];
  /** The site's pages: [URL pattern as in the route tree, indexes in `files` of the page's and its layouts' chunks]. */
  routes: [string, number[]][];
  /** The cookie banner's code and styles, which a first visit shows right after the page. */
  consent: { scripts: string[]; styles: string[] };
}

/** The id of the `<script type="application/json">` holding the hints. */
export const BOOT_HINTS_ID = 'boot-hints';

/** The session answer the boot script asks for; `{ user: null }` for a visitor. */
export const SESSION_URL = '/api/user.php?optional=1';

/** The GET requests every page load makes first (api-client URLs), started by the boot script. */
export function earlyRequestUrls(search: string): string[] {
  const params = new URLSearchParams(search).toString();
  return [`/api/settings.php${params ? `?${params}` : ''}`, SESSION_URL];
}

/** The member search's address, where members land after logging in. */
const MEMBER_SEARCH = /^\/members\/?$/;

/** The first page of /members' results, as search/search-query.ts asks for it without filters. */
export const FIRST_RESULTS_URL = '/api/members?page=1';

/** The member cards of a /members answer (its JSON), or none when it is not one. */
export function resultsOf(body: unknown): MemberCard[] {
  const profiles = (body as { profiles?: unknown } | null)?.profiles;
  return Array.isArray(profiles) ? (profiles as MemberCard[]) : [];
}

/**
 * The data a member's first page waits for, when its address tells (api-client URLs, asked only
 * once the session answer shows a member: a visitor may not be allowed them, and would get an
 * error in the console):
 * - /members without filters, the page members land on after logging in: its first results
 *   (their photos are its largest paint), as search/search-query.ts asks;
 * - a conversation, /chats/$id: the chats list and the conversation's newest messages, which the
 *   route's loader asks for together.
 * Any other page or query: none.
 */
export function memberFirstRequests(pathname: string, search: string): string[] {
  if (MEMBER_SEARCH.test(pathname)) return search ? [] : [FIRST_RESULTS_URL];
  const conversation = /^\/chats\/([^/]+)\/?$/.exec(pathname);
  const id = conversation ? parseUrlId(conversation[1]!) : null;
  return id === null ? [] : ['/api/chats.php', `/api/chats/${id}/messages?latest=${OPENING_WINDOW}`];
}

/**
 * The active offer's two reads, as the default layout asks for them at once (payments/
 * load-active-offer.ts), on /members, for a member who has not paid (only they have an offer): the
 * offer bar is drawn above the results, and its reads would otherwise leave only once the libraries
 * have run, the last requests before the page's largest paint.
 */
export function offerRequests(pathname: string): string[] {
  return MEMBER_SEARCH.test(pathname) ? ['/api/timebonus.php', '/api/discountcode.php?welcome=true'] : [];
}

/** Whether a session answer is the one of a member who has not paid. */
export function isUnpaidMemberSession(body: unknown): boolean {
  return (body as { user?: { paid_user?: unknown } | null } | null)?.user?.paid_user === false;
}

/** Whether a session answer (the JSON of SESSION_URL) is a logged-in member's. */
export function isMemberSession(body: unknown): boolean {
  return Boolean((body as { user?: unknown } | null)?.user);
}

/** One URL segment of a route pattern: static text, `$param`, optional `{-$param}`, or the `$` splat. */
type Segment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'optional' } | { kind: 'splat' };

function parse(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part === '$') return { kind: 'splat' };
      if (/^\{-\$[^}]+\}$/.test(part)) return { kind: 'optional' };
      if (part.startsWith('$')) return { kind: 'param' };
      return { kind: 'static', text: part };
    });
}

function matches(segments: Segment[], parts: string[]): boolean {
  const [head, ...rest] = segments;
  if (!head) return parts.length === 0;
  if (head.kind === 'splat') return true;
  if (head.kind === 'optional') return matches(rest, parts) || (parts.length > 0 && matches(rest, parts.slice(1)));
  if (parts.length === 0) return false;
  if (head.kind === 'static' && head.text !== parts[0]) return false;
  return matches(rest, parts.slice(1));
}

/** Orders candidates as the router does: more static segments first, then fewer optional and splat ones. */
function rank(segments: Segment[]): number {
  const count = (kind: Segment['kind']) => segments.filter((segment) => segment.kind === kind).length;
  return count('static') * 100 - count('optional') * 10 - count('splat') * 50 - count('param');
}

/** The files of the page `pathname` opens on (its best-matching route), or none. */
export function pageFiles({ files, routes }: Pick<BootHints, 'files' | 'routes'>, pathname: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return [];
  }
  const parts = decoded.split('/').filter(Boolean);
  let best: { score: number; indexes: number[] } | null = null;
  for (const [pattern, indexes] of routes) {
    const segments = parse(pattern);
    if (!matches(segments, parts)) continue;
    const score = rank(segments);
    if (!best || score > best.score) best = { score, indexes };
  }
  return (best?.indexes ?? []).flatMap((index) => files[index] ?? []);
}
