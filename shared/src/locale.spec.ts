import { localeTagFor } from './locale';

describe('localeTagFor', () => {
  it("writes the language as the member's country does where the country offers it", () => {
    expect(localeTagFor('en', 'US')).toBe('en-US');
    expect(localeTagFor('es', 'US')).toBe('es-US');
    expect(localeTagFor('en', 'GB')).toBe('en-GB');
    expect(localeTagFor('fr', 'CH')).toBe('fr-CH');
    expect(localeTagFor('nl', 'BE')).toBe('nl-BE');
    expect(localeTagFor('en', 'au')).toBe('en-AU');
  });

  it("uses the language's usual tag where the country does not offer it or is unknown", () => {
    expect(localeTagFor('it', 'US')).toBe('it-IT');
    expect(localeTagFor('en', 'NL')).toBe('en-GB');
    expect(localeTagFor('de', null)).toBe('de-DE');
    expect(localeTagFor('en', 'XX')).toBe('en-GB');
  });

  it('puts the month first for American members and the day first for British ones', () => {
    const date = new Date('2026-11-05T12:00:00Z');
    const short = (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: 'UTC' }).format(date);
    expect(short(localeTagFor('en', 'US'))).toBe('11/5/26');
    expect(short(localeTagFor('en', 'GB'))).toBe('05/11/2026');
  });
});
