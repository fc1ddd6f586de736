import { LOCALES } from '@amoretto/shared';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { STATIC_PAGES, type ContentPage } from '../pages/static/static-pages';
import type { PageContent } from '../pages/static/page-content';

const PAGES: ContentPage[] = [...STATIC_PAGES, 'complaints'];
const KNOWN_PLACEHOLDERS = new Set([
  'site_name',
  'company_name',
  'company_address',
  'company_city',
  'kvk',
  'support_email',
  'support_phone',
  'refund_days',
  'terms_date',
]);

function load(locale: string, page: string): PageContent {
  return JSON.parse(readFileSync(join(__dirname, locale, `${page}.json`), 'utf8')) as PageContent;
}

const texts = (content: PageContent): string[] => [
  content.title,
  ...content.sections.flatMap((section) => [section.heading, ...section.body]),
];

describe('static page content', () => {
  it.each(LOCALES)('%s has exactly the expected pages', (locale) => {
    const files = readdirSync(join(__dirname, locale)).sort();
    expect(files).toEqual(PAGES.map((page) => `${page}.json`).sort());
  });

  describe.each(LOCALES)('%s', (locale) => {
    it.each(PAGES)('%s is well formed', (page) => {
      const content = load(locale, page);
      expect(content.title.trim()).not.toBe('');
      expect(content.sections.length).toBeGreaterThanOrEqual(4);
      expect(content.sections.length).toBeLessThanOrEqual(9);
      for (const section of content.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.body.length).toBeGreaterThanOrEqual(1);
        expect(section.body.length).toBeLessThanOrEqual(3);
        for (const paragraph of section.body) expect(paragraph.trim()).not.toBe('');
      }
    });

    it.each(PAGES)('%s only uses known placeholders, like the Italian page', (page) => {
      const used = (content: PageContent) =>
        [...new Set(texts(content).flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])))].sort();
      const mine = used(load(locale, page));
      for (const name of mine) expect(KNOWN_PLACEHOLDERS).toContain(name);
      // Same facts in every language: a translation may not drop the support address or the KvK number.
      expect(mine).toEqual(used(load('it', page)));
    });

    it.each(PAGES)('%s has as many sections as the Italian page', (page) => {
      expect(load(locale, page).sections).toHaveLength(load('it', page).sections.length);
    });
  });
});
