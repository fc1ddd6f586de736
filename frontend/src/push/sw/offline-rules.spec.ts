import { answersOffline } from './offline-rules';

const origin = 'https://amoretto.it';
const nav = (path: string, extra: Partial<{ mode: string; method: string }> = {}) => ({
  mode: 'navigate',
  method: 'GET',
  url: `${origin}${path}`,
  ...extra,
});

describe('answersOffline', () => {
  it('covers the pages of the site', () => {
    for (const path of ['/', '/members', '/members/12', '/chats/3?x=1', '/pages/cookies'])
      expect(answersOffline(nav(path), origin)).toBe(true);
  });

  it('leaves the API, photos, sockets and the operator console alone', () => {
    for (const path of ['/api/user.php', '/api', '/cdn/ab/x.jpg', '/socket.io/?EIO=4', '/operator/', '/operator/queues']) {
      expect(answersOffline(nav(path), origin)).toBe(false);
    }
  });

  it('leaves anything but a page opened by GET on this site alone', () => {
    expect(answersOffline(nav('/', { mode: 'cors' }), origin)).toBe(false);
    expect(answersOffline(nav('/', { method: 'POST' }), origin)).toBe(false);
    expect(answersOffline({ mode: 'navigate', method: 'GET', url: 'https://elsewhere.example/' }, origin)).toBe(false);
    expect(answersOffline({ mode: 'navigate', method: 'GET', url: 'not a url' }, origin)).toBe(false);
  });
});
