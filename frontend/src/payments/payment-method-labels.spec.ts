import { LOCALES, PAYMENT_METHODS, type Locale } from '@amoretto/shared';
import de from '../../../shared/src/i18n/de.json';
import en from '../../../shared/src/i18n/en.json';
import es from '../../../shared/src/i18n/es.json';
import fr from '../../../shared/src/i18n/fr.json';
import itCatalog from '../../../shared/src/i18n/it.json';
import nl from '../../../shared/src/i18n/nl.json';
import pl from '../../../shared/src/i18n/pl.json';

const catalogs: Record<Locale, { payment_methods: Record<string, string> }> = { it: itCatalog, en, de, es, fr, nl, pl };

describe('payment method labels', () => {
  it.each(LOCALES)('%s names every method of the vocabulary', (locale) => {
    const labels = catalogs[locale].payment_methods;
    expect(PAYMENT_METHODS.filter((method) => !labels[method]?.trim())).toEqual([]);
  });

  it('translates the generic methods, keeps brand names', () => {
    expect(en.payment_methods.directdebit).not.toBe(de.payment_methods.directdebit);
    expect(en.payment_methods.creditcard).not.toBe(nl.payment_methods.creditcard);
    for (const locale of LOCALES) expect(catalogs[locale].payment_methods.ideal).toBe('iDEAL');
  });
});
