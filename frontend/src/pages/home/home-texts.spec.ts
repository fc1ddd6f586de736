import { homeTexts } from './home-texts';

const site = {
  name: 'Amoretto',
  domain_language: 'de' as const,
  index_title: 'Amoretto – Flirts in der Schweiz',
  description: 'Flirte mit Erwachsenen.',
};
const catalog = { title: (brand: string) => `${brand} – dating for adults`, lead: 'Flirt with adults.' };

describe('homeTexts', () => {
  it("uses the site's own headline and description in the site's language", () => {
    expect(homeTexts(site, 'de', catalog)).toEqual({ title: 'Amoretto – Flirts in der Schweiz', lead: 'Flirte mit Erwachsenen.' });
  });

  it('uses the catalog wording, with the brand, in any other language', () => {
    expect(homeTexts(site, 'fr', catalog)).toEqual({ title: 'Amoretto – dating for adults', lead: 'Flirt with adults.' });
  });

  it('falls back to the catalog when the site has no headline', () => {
    expect(homeTexts({ ...site, index_title: '' }, 'de', catalog).title).toBe('Amoretto – dating for adults');
  });
});
