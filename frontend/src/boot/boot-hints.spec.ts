import { memberSearchQuery } from '../search/search-query';
import { parseSearchParams } from '../search/search-params';
import { chatsQuery } from '../chats/chats-query';
import { openingMessagesQuery } from '../chats/opening-messages-query';
import { timeBonusQuery, welcomeDiscountQuery } from '../payments/payments-queries';
import {
  earlyRequestUrls,
  isMemberSession,
  isUnpaidMemberSession,
  memberFirstRequests,
  offerRequests,
  pageFiles,
  resultsOf,
  SESSION_URL,
  type BootHints,
} from './boot-hints';

const files = ['home.js', 'token.js', 'login.js', 'members.js', 'member.js', 'landing2.js', 'chat.js', 'pages.js'];
const routes: BootHints['routes'] = [
  ['/', [0]],
  ['/$token', [1]],
  ['/login', [2]],
  ['/members/', [3]],
  ['/members/$id', [4]],
  ['/members/$id/landing2/{-$slug}', [5]],
  ['/chats/$id', [6]],
  ['/pages/$', [7]],
];
const hints = { files, routes };

describe('pageFiles', () => {
  it.each([
    ['/', ['home.js']],
    ['/login', ['login.js']],
    ['/login/', ['login.js']],
    ['/abcdef123', ['token.js']],
    ['/members', ['members.js']],
    ['/members/42', ['member.js']],
    ['/members/42/landing2', ['landing2.js']],
    ['/members/42/landing2/summer', ['landing2.js']],
    ['/chats/7', ['chat.js']],
    ['/pages/terms/extra', ['pages.js']],
  ])('%s opens with %j (static segments before parameters)', (path, files) => {
    expect(pageFiles(hints, path)).toEqual(files);
  });

  it('preloads nothing for an address no page matches, or one that cannot be decoded', () => {
    expect(pageFiles(hints, '/members/42/landing2/a/b')).toEqual([]);
    expect(pageFiles(hints, '/chats/7/photos')).toEqual([]);
    expect(pageFiles(hints, '/%E0%A4%A')).toEqual([]);
  });
});

describe('earlyRequestUrls', () => {
  it('asks for settings with the page query (encoded as the API client does) and for the session', () => {
    expect(earlyRequestUrls('')).toEqual(['/api/settings.php', SESSION_URL]);
    expect(earlyRequestUrls('?country=CH&utm_source=a b')).toEqual(['/api/settings.php?country=CH&utm_source=a+b', SESSION_URL]);
  });
});

/** The URLs a query's own request asks for, through the API client (fetch answers empty). */
async function urlsAskedBy(run: () => unknown, answer: unknown): Promise<string[]> {
  const asked: string[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(String(input));
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  try {
    await run();
  } finally {
    fetchSpy.mockRestore();
  }
  return asked;
}

const signal = new AbortController().signal;

describe('a member’s first data', () => {
  it('on /members without a query: the first results, at the URL the search page asks for', async () => {
    const urls = memberFirstRequests('/members', '');
    expect(memberFirstRequests('/members/', '')).toEqual(urls);
    // With filters (or any other query), or on another page, the page asks for something else.
    expect(memberFirstRequests('/members', '?age_from=30')).toEqual([]);
    expect(memberFirstRequests('/members/12', '')).toEqual([]);
    expect(memberFirstRequests('/', '')).toEqual([]);
    const empty = { page: 1, profiles: [], numResults: 0, next_cursor: null, similar: [], similar_count: 0 };
    const asked = await urlsAskedBy(() => memberSearchQuery(parseSearchParams({}), null).queryFn!({ signal } as never), empty);
    expect(asked).toEqual(urls);
  });

  it('in a conversation: the chats list and its newest messages, as the route’s loader asks', async () => {
    const urls = memberFirstRequests('/chats/12', '');
    expect(memberFirstRequests('/chats/12/', '')).toEqual(urls);
    // Only an id the route takes: anything else is its "not found" page.
    for (const path of ['/chats/012', '/chats/abc', '/chats/2147483648', '/chats/', '/chats/12/x']) {
      expect(memberFirstRequests(path, '')).toEqual([]);
    }
    const list = await urlsAskedBy(() => chatsQuery().queryFn!({ signal } as never), { chats: [] });
    const messages = await urlsAskedBy(() => openingMessagesQuery(12).queryFn!({ signal } as never), { messages: [] });
    expect(urls).toEqual([...list, ...messages]);
  });

  it('on /members: the active offer’s two reads, at the URLs the default layout asks', async () => {
    const urls = offerRequests('/members');
    expect(offerRequests('/members/')).toEqual(urls);
    for (const path of ['/', '/members/12', '/chats/12', '/likes']) expect(offerRequests(path)).toEqual([]);
    const bonus = await urlsAskedBy(() => timeBonusQuery().queryFn!({ signal } as never), { time_bonus: null });
    const welcome = await urlsAskedBy(() => welcomeDiscountQuery().queryFn!({ signal } as never), { discount: null });
    expect(urls).toEqual([...bonus, ...welcome]);
  });

  it('the offer is asked for a member who has not paid only', () => {
    expect(isUnpaidMemberSession({ user: { id: 7, paid_user: false } })).toBe(true);
    expect(isUnpaidMemberSession({ user: { id: 7, paid_user: true } })).toBe(false);
    expect(isUnpaidMemberSession({ user: { id: 7 } })).toBe(false);
    expect(isUnpaidMemberSession({ user: null })).toBe(false);
    expect(isUnpaidMemberSession(null)).toBe(false);
  });

  it('are asked for a member only: the session answer tells', () => {
    expect(isMemberSession({ user: { id: 7, name: 'Anna' } })).toBe(true);
    expect(isMemberSession({ user: null })).toBe(false);
    expect(isMemberSession(null)).toBe(false);
    expect(isMemberSession({})).toBe(false);
    expect(isMemberSession('{"user":{}}')).toBe(false);
  });
});

describe('resultsOf', () => {
  it('reads the cards of a /members answer, whose first photos the boot script preloads; nothing of any other body', () => {
    const card = { id: 3, name: 'Anna', main_image: { thumb_url: '/cdn/a/a_thumb.jpg' } };
    expect(resultsOf({ page: 1, profiles: [card] })).toEqual([card]);
    expect(resultsOf({ error: 'unauthorized' })).toEqual([]);
    expect(resultsOf({ profiles: 'x' })).toEqual([]);
    expect(resultsOf(null)).toEqual([]);
  });
});
