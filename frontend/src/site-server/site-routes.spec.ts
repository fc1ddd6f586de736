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
    expect(siteRoutePattern()).toContain('|/credits/[^/]+(?:/[^/]+)?|');
  });
});
