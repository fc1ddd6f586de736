import { earlyRequestUrls, pageFiles, type BootHints } from './boot-hints';

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
    expect(earlyRequestUrls('')).toEqual(['/api/settings.php', '/api/user.php?optional=1']);
    expect(earlyRequestUrls('?country=CH&utm_source=a b')).toEqual([
      '/api/settings.php?country=CH&utm_source=a+b',
      '/api/user.php?optional=1',
    ]);
  });
});
