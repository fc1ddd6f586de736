import { bannerWithPage } from './consent-cookie';

describe('bannerWithPage', () => {
  it('is for a visitor without a choice, on the site', () => {
    expect(bannerWithPage('', '/')).toBe(true);
    expect(bannerWithPage('auth.session=abc; lang=it', '/members')).toBe(true);
  });

  it('is not once the visitor chose (whatever the choice), nor on operator pages', () => {
    expect(bannerWithPage('cookie_consent=v1.a0.m0', '/members')).toBe(false);
    expect(bannerWithPage('lang=it; cookie_consent=v1.a1.m1', '/')).toBe(false);
    expect(bannerWithPage('', '/operator/login')).toBe(false);
  });
});
