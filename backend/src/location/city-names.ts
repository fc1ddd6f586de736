// GeoNames gives some large cities their English name. Members see the name their
// neighbours use, so these are put back into the country's own language. Keyed by
// country, then by the name as the dataset spells it (a unit test checks they still exist).
import type { Country } from '@amoretto/shared';

export const LOCAL_CITY_NAMES: Partial<Record<Country, Readonly<Record<string, string>>>> = {
  IT: {
    Rome: 'Roma',
    Milan: 'Milano',
    Naples: 'Napoli',
    Turin: 'Torino',
    Florence: 'Firenze',
    Venice: 'Venezia',
    Genoa: 'Genova',
  },
  DE: { Munich: 'München' },
  AT: { Vienna: 'Wien' },
  // Brussels is officially bilingual; the order follows the region's name.
  BE: { Brussels: 'Brussel / Bruxelles', Ostend: 'Oostende' },
  NL: { 'The Hague': 'Den Haag' },
  PL: { Warsaw: 'Warszawa' },
  ES: { Cadiz: 'Cádiz' },
};

export function localCityName(country: Country, name: string): string {
  const names = LOCAL_CITY_NAMES[country];
  return names && Object.hasOwn(names, name) ? names[name] : name;
}
