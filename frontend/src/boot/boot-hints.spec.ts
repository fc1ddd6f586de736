import { memberSearchQuery } from '../search/search-query';
import { parseSearchParams } from '../search/search-params';
import { earlyRequestUrls, FIRST_RESULTS_URL, pageFiles, type BootHints } from './boot-hints';

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
    expect(earlyRequestUrls('/', '')).toEqual(['/api/settings.php', '/api/user.php?optional=1']);
    expect(earlyRequestUrls('/pricing', '?country=CH&utm_source=a b')).toEqual([
      '/api/settings.php?country=CH&utm_source=a+b',
      '/api/user.php?optional=1',
    ]);
  });

  it('asks for the first results of /members without filters, as the search page asks for them', async () => {
    expect(earlyRequestUrls('/members', '')).toEqual(['/api/settings.php', '/api/user.php?optional=1', FIRST_RESULTS_URL]);
    expect(earlyRequestUrls('/members/', '')).toContain(FIRST_RESULTS_URL);
    // With filters (or any other query) the page asks for something else.
    expect(earlyRequestUrls('/members', '?age_from=30')).not.toContain(FIRST_RESULTS_URL);
    expect(earlyRequestUrls('/members/12', '')).not.toContain(FIRST_RESULTS_URL);
    // The URL the search page's query asks for, through the API client, for /members without filters.
    const asked: string[] = [];
    const query = memberSearchQuery(parseSearchParams({}), null);
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ page: 1, profiles: [], numResults: 0, next_cursor: null, similar: [], similar_count: 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      await query.queryFn!({ signal: new AbortController().signal } as never);
    } finally {
      fetchSpy.mockRestore();
    }
    expect(asked).toEqual([FIRST_RESULTS_URL]);
  });
});
