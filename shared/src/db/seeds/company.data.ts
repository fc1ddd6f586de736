// The (fictional) Dutch company operating every Amoretto site.
import type { CompanyRecord } from '../../settings';

export const COMPANY_SEED: CompanyRecord = {
  name: 'Amoretto Media B.V.',
  // House number past the canal's real range, so the address belongs to nobody.
  address: 'Herengracht 999, 1017 BT',
  kvk: '81493762',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Amoretto'],
  // Each number passes its country's check-digit rule (NL 11-test, BE mod 97,
  // DE ISO 7064 MOD 11,10) so format validators accept them.
  vat_numbers: {
    NL: 'NL814937627B01',
    BE: 'BE0812945320',
    DE: 'DE319752641',
  },
  // All-zero subscriber digits: Dutch format, never a real line.
  support_phone: '+31 20 000 0000',
  delete_discount: 50,
  added: '2024-03-01T00:00:00.000Z',
};
