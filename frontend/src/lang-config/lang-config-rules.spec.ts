import { langConfigReturn } from './lang-config-rules';

describe('langConfigReturn', () => {
  it('returns to a path on this site, with its query', () => {
    expect(langConfigReturn('/members?page=2')).toBe('/members?page=2');
    expect(langConfigReturn('/pages/faq')).toBe('/pages/faq');
  });

  it('never leaves the site nor loops back to itself', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/lang-config',
      '/lang-config?x=1',
      '',
      undefined,
      42,
    ]) {
      expect(langConfigReturn(value)).toBeNull();
    }
  });
});
