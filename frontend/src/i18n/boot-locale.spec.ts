import { guessLocale } from './boot-locale';

describe('guessLocale', () => {
  it("keeps the visitor's stored choice", () => {
    expect(guessLocale('fr', 'nl.amoretto.example')).toBe('fr');
  });

  it('takes the language of the country the address names', () => {
    expect(guessLocale(null, 'nl.localhost')).toBe('nl');
    expect(guessLocale(null, 'www.amoretto.de')).toBe('de');
    expect(guessLocale(null, 'pl.localhost')).toBe('pl');
  });

  it('falls back to the default language', () => {
    expect(guessLocale(null, 'localhost')).toBe('it');
    expect(guessLocale(null, '127.0.0.1')).toBe('it');
  });
});
