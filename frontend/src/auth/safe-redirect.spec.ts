import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site, query included', () => {
    expect(safeRedirect('/settings/account')).toBe('/settings/account');
    expect(safeRedirect('/signup?step=2')).toBe('/signup?step=2');
  });

  it('falls back for other origins and odd values', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', undefined, 42]) {
      expect(safeRedirect(bad)).toBe('/members');
    }
  });

  it('never sends the member back to the login page', () => {
    expect(safeRedirect('/login?redirect=%2Fmembers')).toBe('/members');
  });
});
