import { isSmartphone, loggedOutSearchVisible, signupOpening } from './signup-rules';

describe('signupOpening', () => {
  it('sends logged-in users to members, phone or not', () => {
    expect(signupOpening({ loggedIn: true, isSmartphone: true })).toBe('members');
    expect(signupOpening({ loggedIn: true, isSmartphone: false })).toBe('members');
  });

  it('sends smartphone visitors to the signup route', () => {
    expect(signupOpening({ loggedIn: false, isSmartphone: true })).toBe('route');
  });

  it('gives everyone else the modal', () => {
    expect(signupOpening({ loggedIn: false, isSmartphone: false })).toBe('modal');
  });
});

describe('isSmartphone', () => {
  const phones = {
    iPhone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Android Chrome':
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'Android Firefox': 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
    'Samsung Internet':
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    'Windows Phone':
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
    'Opera Mini': 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
    'Firefox OS': 'Mozilla/5.0 (Mobile; rv:26.0) Gecko/26.0 Firefox/26.0',
  };
  const others = {
    iPad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Android tablet': 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Android Firefox tablet': 'Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
    'Kindle Fire':
      'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.3.1 like Chrome/120.0.6099.230 Safari/537.36',
    'Windows Chrome': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'macOS Safari': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Linux Firefox': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    empty: '',
  };

  it.each(Object.entries(phones))('recognises %s', (_name, ua) => {
    expect(isSmartphone(ua)).toBe(true);
  });

  it.each(Object.entries(others))('does not count %s', (_name, ua) => {
    expect(isSmartphone(ua)).toBe(false);
  });
});

describe('loggedOutSearchVisible', () => {
  const closed = { logged_out_search: 'none', logged_out_search_trafficsource: 'none', hasTrafficSource: false };

  it('is visible to logged-in users even when closed to visitors', () => {
    expect(loggedOutSearchVisible({ ...closed, loggedIn: true })).toBe(true);
    expect(loggedOutSearchVisible({ ...closed, loggedIn: false })).toBe(false);
  });

  it('is visible to visitors when logged_out_search is not "none"', () => {
    expect(loggedOutSearchVisible({ ...closed, loggedIn: false, logged_out_search: 'all' })).toBe(true);
  });

  it('is visible to ad traffic when logged_out_search_trafficsource is not "none"', () => {
    const adOnly = { ...closed, loggedIn: false, logged_out_search_trafficsource: 'all' };
    expect(loggedOutSearchVisible({ ...adOnly, hasTrafficSource: true })).toBe(true);
    expect(loggedOutSearchVisible({ ...adOnly, hasTrafficSource: false })).toBe(false);
  });

  it('ignores a traffic source when logged_out_search_trafficsource is "none"', () => {
    expect(loggedOutSearchVisible({ ...closed, loggedIn: false, hasTrafficSource: true })).toBe(false);
  });
});
