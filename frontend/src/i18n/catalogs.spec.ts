import {
  BODY_TYPES,
  ERROR_CODES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  INTERESTS,
  LOCALES,
  REGION_KINDS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type Locale,
} from '@amoretto/shared';
import de from '../../../shared/src/i18n/de.json';
import en from '../../../shared/src/i18n/en.json';
import es from '../../../shared/src/i18n/es.json';
import fr from '../../../shared/src/i18n/fr.json';
import itCatalog from '../../../shared/src/i18n/it.json';
import nl from '../../../shared/src/i18n/nl.json';
import pl from '../../../shared/src/i18n/pl.json';

const catalogs: Record<Locale, unknown> = { it: itCatalog, en, de, es, fr, nl, pl };

/** Flattens nested catalogs to `a.b.c` → value. */
function flatten(node: unknown, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const reference = flatten(itCatalog);

describe('i18n catalogs', () => {
  it('exist for every locale', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LOCALES].sort());
  });

  describe.each(LOCALES.filter((locale) => locale !== 'it'))('%s', (locale) => {
    const flat = flatten(catalogs[locale]);

    it('has exactly the keys of the Italian catalog', () => {
      expect([...flat.keys()].sort()).toEqual([...reference.keys()].sort());
    });

    it('uses the same {{placeholders}} as Italian in every string', () => {
      const mismatched = [...reference].filter(
        ([key, value]) => JSON.stringify(placeholders(String(value))) !== JSON.stringify(placeholders(String(flat.get(key) ?? ''))),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });

  describe.each(LOCALES)('%s content', (locale) => {
    const flat = flatten(catalogs[locale]);

    it('has only non-empty strings', () => {
      const bad = [...flat].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    it('translates every API error code plus the generic message', () => {
      const missing = [...ERROR_CODES, 'generic'].filter((code) => !flat.has(`errors.${code}`));
      expect(missing).toEqual([]);
    });

    it('labels every vocabulary entry', () => {
      const vocabularies: Record<string, readonly string[]> = {
        interests: INTERESTS,
        genders: GENDERS,
        sexualities: SEXUALITIES,
        hair_colours: HAIR_COLOURS,
        eye_colours: EYE_COLOURS,
        body_types: BODY_TYPES,
        relationship_statuses: RELATIONSHIP_STATUSES,
        region_kinds: REGION_KINDS,
      };
      const missing = Object.entries(vocabularies).flatMap(([name, values]) =>
        values.map((value) => `vocab.${name}.${value}`).filter((key) => !flat.has(key)),
      );
      expect(missing).toEqual([]);
    });

    it('names every locale in its own language', () => {
      for (const other of LOCALES) expect(flat.get(`language.${other}`)).toBe(reference.get(`language.${other}`));
    });
  });

  it('keeps the Italian generic error text the product shows', () => {
    expect(reference.get('errors.generic')).toBe('Si è verificato un errore, ti preghiamo di riprovare più tardi.');
  });

  it('says "This page could not be found." in English', () => {
    expect(flatten(en).get('error_page.not_found')).toBe('This page could not be found.');
  });
});
