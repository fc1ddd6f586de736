import { isSiteRoute, siteRoutePattern } from './site-routes';

describe('isSiteRoute', () => {
  it('matches a route with and without its optional last segment', () => {
    expect(isSiteRoute('/credits/12/ideal')).toBe(true);
    expect(isSiteRoute('/credits/12')).toBe(true);
    expect(isSiteRoute('/credits/12/')).toBe(true);
    expect(isSiteRoute('/credits/12/ideal/more')).toBe(false);
  });

  it('matches plain routes and refuses unknown paths', () => {
    for (const path of ['/', '/credits', '/credits/', '/premium', '/pricing', '/members/4/chat'])
      expect([path, isSiteRoute(path)]).toEqual([path, true]);
    for (const path of ['/premium/x', '/pricings', '/members/4/photos']) expect([path, isSiteRoute(path)]).toEqual([path, false]);
  });

  it('writes an optional segment as an optional group', () => {
    expect(siteRoutePattern()).toContain('|/credits/[1-9][0-9]{0,9}(?:/[^/]+)?|');
  });

  it('takes an id only in its one spelling, so another spelling is an unknown path', () => {
    for (const path of ['/credits/7', '/members/42/chat', '/chats/1', '/transactions/2147483647', '/likes/m/9'])
      expect([path, isSiteRoute(path)]).toEqual([path, true]);
    for (const path of ['/credits/07', '/credits/+7', '/credits/%207', '/credits/7.0', '/members/0', '/members/abc/chat', '/chats/-1'])
      expect([path, isSiteRoute(path)]).toEqual([path, false]);
    // Other parameters stay one free segment: the app answers an unknown page name itself.
    expect(isSiteRoute('/pages/no-such-page')).toBe(true);
  });

  it('serves the landers, with or without a slug; the app answers an unknown lander itself', () => {
    for (const path of ['/landers/adultonly', '/landers/gallery', '/landers/gallery/men', '/landers/nosuch'])
      expect([path, isSiteRoute(path)]).toEqual([path, true]);
    for (const path of ['/landers', '/landers/gallery/men/more']) expect([path, isSiteRoute(path)]).toEqual([path, false]);
  });
  it('serves a login link only in a token’s spelling at the root, so other one-segment paths stay unknown', () => {
    expect(isSiteRoute(`/${'aZ09_-'.repeat(7)}x`)).toBe(true);
    for (const path of ['/not-a-token', `/${'a'.repeat(42)}`, `/${'a'.repeat(44)}`, `/${'a'.repeat(42)}.`])
      expect(isSiteRoute(path)).toBe(false);
  });

  it('serves the member landings, the variants with or without a slug', () => {
    for (const path of ['/members/4/landing', '/members/4/landing2', '/members/4/landing2/tonight', '/members/4/landing3/x']) {
      expect(isSiteRoute(path)).toBe(true);
    }
    expect(isSiteRoute('/members/4/landing/extra')).toBe(false);
  });
});
