// The demo population as pure data: member N is computed from N alone (plus the clock for
// dates), so a run can resume anywhere, a smaller test population is a prefix of the full
// one, and bulk loaders can generate any number of members with the same tables.
import {
  INTERESTS, LOCALES_BY_COUNTRY,
  type BodyType, type Country, type EyeColour, type Gender, type HairColour, type Interest, type Locale,
  type RelationshipStatus, type Sexuality,
} from '@amoretto/shared';
import { ABOUT_ME, inflect } from './about-me';
import { REGION_CITIES, citiesFor } from './cities';
import { firstNamesFor } from './first-names';
import { Random, seedOf } from './random';

export const DEMO_EMAIL_DOMAIN = 'demo.amoretto.local';
/** Changing this reshuffles every demo member: only with a new email scheme. */
const POPULATION_SEED = 'amoretto-demo-v1';

/** Relative share of members per country (sums to 100): the larger markets first. */
export const COUNTRY_WEIGHTS: Readonly<Record<Country, number>> = {
  IT: 16, DE: 13, US: 13, GB: 10, FR: 9, ES: 8, NL: 7, PL: 6, BE: 3, CA: 3, AU: 3, CH: 3, AT: 2, IE: 2, NZ: 2,
};

/**
 * Countries in smooth weighted round-robin order: every stretch of 100 members follows
 * the weights exactly, so even a small population has all 15 countries.
 */
const COUNTRY_CYCLE: readonly Country[] = (() => {
  const entries = Object.entries(COUNTRY_WEIGHTS) as Array<[Country, number]>;
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const current = new Map<Country, number>(entries.map(([country]) => [country, 0]));
  const cycle: Country[] = [];
  for (let slot = 0; slot < total; slot++) {
    let best: Country = entries[0]![0];
    for (const [country, weight] of entries) {
      current.set(country, current.get(country)! + weight);
      if (current.get(country)! > current.get(best)!) best = country;
    }
    current.set(best, current.get(best)! - total);
    cycle.push(best);
  }
  return cycle;
})();

export function countryOfMember(index: number): Country {
  return COUNTRY_CYCLE[index % COUNTRY_CYCLE.length]!;
}

/** Regions by population, with a floor so that small regions still have a few members. */
const REGION_WEIGHTS: { readonly [C in Country]: Readonly<Record<string, number>> } = Object.fromEntries(
  (Object.entries(REGION_CITIES) as Array<[Country, Record<string, readonly [number, ...string[]]>]>).map(([country, regions]) => {
    const total = Object.values(regions).reduce((sum, [weight]) => sum + weight, 0);
    return [country, Object.fromEntries(Object.entries(regions).map(([code, [weight]]) => [code, Math.max(weight, total * 0.005)]))];
  }),
) as { readonly [C in Country]: Readonly<Record<string, number>> };

const FLEMISH_PROVINCES = new Set(['BE-VAN', 'BE-VLI', 'BE-VOV', 'BE-VBR', 'BE-VWV']);
const FRENCH_CANTONS = new Set(['CH-GE', 'CH-VD', 'CH-NE', 'CH-JU']);
/** Share of Spanish speakers per US state where it stands out; elsewhere 5 %. */
const US_SPANISH: Readonly<Record<string, number>> = {
  'US-NM': 0.35, 'US-TX': 0.3, 'US-CA': 0.3, 'US-AZ': 0.25, 'US-NV': 0.2, 'US-FL': 0.2, 'US-CO': 0.15, 'US-NY': 0.12,
  'US-NJ': 0.12, 'US-IL': 0.12,
};

/** The language a member of this region speaks, among those the country's site offers. */
function languageOf(country: Country, region: string, rng: Random): Locale {
  switch (country) {
    case 'BE':
      if (FLEMISH_PROVINCES.has(region)) return 'nl';
      if (region === 'BE-BRU') return rng.chance(0.2) ? 'nl' : 'fr';
      if (region === 'BE-WLG') return rng.chance(0.1) ? 'de' : 'fr';
      return 'fr';
    case 'CH':
      if (rng.chance(0.04)) return 'en';
      if (FRENCH_CANTONS.has(region)) return 'fr';
      if (region === 'CH-TI') return 'it';
      if (region === 'CH-FR' || region === 'CH-VS') return rng.chance(0.3) ? 'de' : 'fr';
      if (region === 'CH-BE') return rng.chance(0.1) ? 'fr' : 'de';
      if (region === 'CH-GR') return rng.chance(0.12) ? 'it' : 'de';
      return 'de';
    case 'CA':
      if (region === 'CA-QC') return rng.chance(0.12) ? 'en' : 'fr';
      if (region === 'CA-NB') return rng.chance(0.3) ? 'fr' : 'en';
      if (region === 'CA-ON') return rng.chance(0.04) ? 'fr' : 'en';
      return 'en';
    case 'US':
      return rng.chance(US_SPANISH[region] ?? 0.05) ? 'es' : 'en';
    default:
      return LOCALES_BY_COUNTRY[country][0]!;
  }
}

const FAIR_COUNTRIES = new Set<Country>(['NL', 'DE', 'PL', 'AT', 'GB', 'IE', 'NZ', 'AU', 'BE', 'CH', 'CA', 'US']);

function hairColourOf(gender: Gender, age: number, country: Country, rng: Random): HairColour {
  const fair = FAIR_COUNTRIES.has(country);
  const weights: Partial<Record<HairColour, number>> = {
    black: fair ? 8 : 16,
    brunette: 18,
    brown: 16,
    dark_brown: fair ? 12 : 18,
    blond: fair ? 14 : 6,
    dark_blond: fair ? 12 : 7,
    red: fair ? 5 : 3,
    gray: age >= 55 ? 30 : age >= 45 ? 8 : 1,
    white: age >= 60 ? 10 : 0,
    other: age < 35 ? 3 : 1,
  };
  if (gender === 'male') weights.bald = age >= 45 ? 14 : age >= 30 ? 5 : 1;
  return rng.weighted(weights);
}

function eyeColourOf(country: Country, rng: Random): EyeColour {
  return FAIR_COUNTRIES.has(country)
    ? rng.weighted<EyeColour>({ blue: 35, green: 12, hazel: 12, brown: 30, gray: 9, other: 2 })
    : rng.weighted<EyeColour>({ blue: 15, green: 12, hazel: 15, brown: 52, gray: 4, other: 2 });
}

function relationshipOf(age: number, rng: Random): RelationshipStatus {
  return age < 30
    ? rng.weighted<RelationshipStatus>({ single: 75, unmarried: 10, living_together: 6, married: 6, divorced: 3 })
    : rng.weighted<RelationshipStatus>({
        single: 45, divorced: 22, married: 10, unmarried: 8, living_together: 7, widowed: age > 50 ? 8 : 1,
      });
}

function sexualityOf(gender: Gender, rng: Random): Sexuality {
  const roll = rng.next();
  if (roll < 0.86) return 'hetero';
  if (roll < 0.93) return gender === 'male' ? 'gay' : 'lesbian';
  return 'bi';
}

function aboutMeOf(language: Locale, gender: Gender, rng: Random): string {
  const parts = ABOUT_ME[language];
  const sentences = [rng.pick(parts.self)];
  if (rng.chance(0.85)) sentences.push(rng.pick(parts.likes));
  sentences.push(rng.pick(parts.wants));
  return sentences.map((sentence) => inflect(sentence, gender)).join(' ');
}

/** A date of birth that makes the member exactly `age` today, anywhere in that year of life. */
export function birthDateFor(age: number, now: Date, rng: Random): string {
  const birthday = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  birthday.setUTCDate(birthday.getUTCDate() - rng.int(0, 364));
  return birthday.toISOString().slice(0, 10);
}

/** An email-safe form of a first name: `Marie-Ève` → `marie-eve`, `Łukasz` → `lukasz`. */
export function emailSlug(name: string): string {
  return name
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z-]/g, '');
}

export interface DemoMember {
  index: number;
  email: string;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  country: Country;
  language: Locale;
  region: string;
  city: string;
  date_of_birth: string;
  signup_date: Date;
  activated_at: Date;
  about_me: string;
  hair_colour: HairColour;
  eye_colour: EyeColour;
  body_type: BodyType;
  relationship_status: RelationshipStatus;
  interests: Interest[];
  fictional: boolean;
  invisible: boolean;
  /** 1 to 4 photos; the first is the main one. */
  photo_count: number;
  /** Uniform draws in [0, 1) for choosing the member's avatar among a pool of any size. */
  avatar_roll: number;
  look_roll: number;
}

const DAY_MS = 86_400_000;
/** Signups spread over the last 18 months, more of them recent. */
const SIGNUP_SPAN_DAYS = 548;

/** The demo member number `index` (0-based), as of `now`. */
export function demoMember(index: number, now: Date): DemoMember {
  const rng = new Random(seedOf(POPULATION_SEED, 'member', index));
  const country = countryOfMember(index);
  const region = rng.weighted(REGION_WEIGHTS[country]);
  const language = languageOf(country, region, rng);
  const cities = citiesFor(country, region, language);
  // The main city of a region is where most people live.
  const city = rng.chance(0.4) ? cities[0]! : rng.pick(cities);
  const gender: Gender = rng.chance(0.55) ? 'female' : 'male';
  const name = rng.pick(firstNamesFor(country, language, gender));
  const age = rng.chance(0.75) ? rng.int(22, 52) : rng.int(18, 70);
  const signup = new Date(now.getTime() - Math.floor(rng.next() ** 1.4 * SIGNUP_SPAN_DAYS * DAY_MS));
  // One fictional member in every block of 20, at a place that differs per block: exactly
  // 5 % in any population that is a multiple of 20, and never tied to a country.
  const fictionalSlot = Math.floor(new Random(seedOf(POPULATION_SEED, 'fictional', Math.floor(index / 20))).next() * 20);
  const fictional = index % 20 === fictionalSlot;

  return {
    index,
    email: `${emailSlug(name)}.${String(index).padStart(5, '0')}@${DEMO_EMAIL_DOMAIN}`,
    name,
    gender,
    sexuality: sexualityOf(gender, rng),
    country,
    language,
    region,
    city,
    date_of_birth: birthDateFor(age, now, rng),
    signup_date: signup,
    activated_at: new Date(Math.min(now.getTime(), signup.getTime() + rng.int(2, 120) * 60_000)),
    about_me: aboutMeOf(language, gender, rng),
    hair_colour: hairColourOf(gender, age, country, rng),
    eye_colour: eyeColourOf(country, rng),
    body_type: rng.weighted<BodyType>({ slim: 33, normal: 52, fat: 15 }),
    relationship_status: relationshipOf(age, rng),
    interests: rng.sample(INTERESTS, rng.int(3, 10)),
    fictional,
    invisible: !fictional && rng.chance(0.03),
    photo_count: rng.chance(0.3) ? rng.int(2, 4) : 1,
    avatar_roll: rng.next(),
    look_roll: rng.next(),
  };
}
