import {
  BODY_TYPES, COUNTRIES, EYE_COLOURS, GENDERS, HAIR_COLOURS, INTERESTS, LOCALES_BY_COUNTRY, REGIONS, RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '@amoretto/shared';
import { ABOUT_ME, inflect } from './about-me';
import { REGION_CITIES, REGION_CITIES_BY_LANGUAGE, citiesFor } from './cities';
import { FIRST_NAMES } from './first-names';
import { COUNTRY_WEIGHTS, countryOfMember, demoMember, emailSlug } from './population';

const NOW = new Date('2026-03-15T12:00:00Z');
const ageOn = (dateOfBirth: string, now: Date): number => {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  if (now.getUTCMonth() < born.getUTCMonth() || (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate())) age--;
  return age;
};

describe('demo population data', () => {
  const members = Array.from({ length: 5000 }, (_, i) => demoMember(i, NOW));

  it('has cities for exactly the regions of shared/regions.ts, and every language-specific list sits in a known region', () => {
    for (const country of COUNTRIES) {
      const codes = REGIONS[country].regions.map((r) => r.code).sort();
      expect(Object.keys(REGION_CITIES[country]).sort()).toEqual(codes);
      for (const [, ...cities] of Object.values(REGION_CITIES[country])) expect(cities.length).toBeGreaterThanOrEqual(1);
    }
    for (const key of Object.keys(REGION_CITIES_BY_LANGUAGE)) {
      const [region, language] = key.split(':') as [string, string];
      const country = region.slice(0, 2) as (typeof COUNTRIES)[number];
      expect(REGION_CITIES[country][region]).toBeDefined();
      expect(LOCALES_BY_COUNTRY[country]).toContain(language);
    }
  });

  it('has a few dozen distinct first names per country, language and gender', () => {
    for (const country of COUNTRIES) {
      for (const language of LOCALES_BY_COUNTRY[country]) {
        const list = FIRST_NAMES[country][language] ?? Object.values(FIRST_NAMES[country])[0]!;
        for (const gender of GENDERS) {
          expect(new Set(list[gender]).size).toBe(list[gender].length);
          expect(list[gender].length).toBeGreaterThanOrEqual(36);
        }
      }
      expect(FIRST_NAMES[country][LOCALES_BY_COUNTRY[country][0]!]).toBeDefined();
    }
  });

  it('resolves every gendered form of the about-me sentences', () => {
    for (const parts of Object.values(ABOUT_ME)) {
      for (const sentence of [...parts.self, ...parts.likes, ...parts.wants]) {
        for (const gender of GENDERS) expect(inflect(sentence, gender)).not.toMatch(/[{}|]/);
      }
    }
    expect(inflect('Sono curios{o|a}.', 'female')).toBe('Sono curiosa.');
    expect(inflect('prêt{|e}', 'male')).toBe('prêt');
  });

  it('is deterministic: the same index gives the same member, and a small population is a prefix of a large one', () => {
    expect(demoMember(1234, NOW)).toEqual(members[1234]);
    expect(demoMember(7, new Date(NOW))).toEqual(members[7]);
    expect(members[1]!.email).not.toBe(members[2]!.email);
  });

  it('spreads members over all countries by weight and keeps every field valid', () => {
    expect(new Set(members.slice(0, 100).map((m) => m.country))).toEqual(new Set(COUNTRIES));
    for (const country of COUNTRIES) {
      expect(members.filter((m) => m.country === country).length).toBe(COUNTRY_WEIGHTS[country] * 50);
    }
    expect(countryOfMember(0)).toBe(members[0]!.country);
    expect(new Set(members.map((m) => m.email)).size).toBe(members.length);

    // Collected rather than asserted one by one: 5,000 members times twenty expectations is slow.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, m: { index: number }): void => {
      if (!ok) problems.push(`member ${m.index}: ${what}`);
    };
    for (const m of members) {
      check(REGIONS[m.country].regions.some((r) => r.code === m.region), `region ${m.region}`, m);
      check(citiesFor(m.country, m.region, m.language).includes(m.city), `city ${m.city} in ${m.region}`, m);
      check(LOCALES_BY_COUNTRY[m.country].includes(m.language), `language ${m.language}`, m);
      const age = ageOn(m.date_of_birth, NOW);
      check(age >= 18 && age <= 70, `age ${age}`, m);
      check((HAIR_COLOURS as readonly string[]).includes(m.hair_colour), 'hair', m);
      check((EYE_COLOURS as readonly string[]).includes(m.eye_colour), 'eyes', m);
      check((BODY_TYPES as readonly string[]).includes(m.body_type), 'body', m);
      check((RELATIONSHIP_STATUSES as readonly string[]).includes(m.relationship_status), 'relationship', m);
      check((SEXUALITIES as readonly string[]).includes(m.sexuality), 'sexuality', m);
      check(m.interests.length >= 3 && m.interests.length <= 10, `${m.interests.length} interests`, m);
      check(new Set(m.interests).size === m.interests.length, 'repeated interest', m);
      check(m.interests.every((i) => (INTERESTS as readonly string[]).includes(i)), 'interest', m);
      check(m.about_me.length > 20 && !/[{}|]/.test(m.about_me), 'about me', m);
      check(/^[a-z-]+\.\d{5}@demo\.amoretto\.local$/.test(m.email), `email ${m.email}`, m);
      check(m.signup_date.getTime() <= NOW.getTime() && m.signup_date.getTime() > NOW.getTime() - 549 * 86_400_000, 'signup date', m);
      check(m.activated_at.getTime() >= m.signup_date.getTime(), 'activation', m);
      check(m.photo_count >= 1 && m.photo_count <= 4, 'photo count', m);
    }
    expect(problems).toEqual([]);
  });

  it('has the intended mix: 5 % fictional, a few invisible, both genders, some gay, lesbian and bi members, ages and signups spread', () => {
    expect(members.filter((m) => m.fictional).length).toBe(250);
    const invisible = members.filter((m) => m.invisible).length;
    expect(invisible).toBeGreaterThan(50);
    expect(invisible).toBeLessThan(250);
    const female = members.filter((m) => m.gender === 'female').length;
    expect(female / members.length).toBeGreaterThan(0.5);
    expect(female / members.length).toBeLessThan(0.6);
    const hetero = members.filter((m) => m.sexuality === 'hetero').length / members.length;
    expect(hetero).toBeGreaterThan(0.8);
    expect(hetero).toBeLessThan(0.92);
    for (const s of ['gay', 'lesbian', 'bi'] as const) expect(members.some((m) => m.sexuality === s)).toBe(true);
    expect(members.some((m) => m.gender === 'female' && m.sexuality === 'gay')).toBe(false);
    expect(members.some((m) => m.gender === 'male' && m.sexuality === 'lesbian')).toBe(false);
    const ages = members.map((m) => ageOn(m.date_of_birth, NOW));
    expect(Math.min(...ages)).toBe(18);
    expect(Math.max(...ages)).toBe(70);
    expect(new Set(members.map((m) => m.hair_colour)).size).toBe(HAIR_COLOURS.length);
    expect(new Set(members.map((m) => m.relationship_status)).size).toBe(RELATIONSHIP_STATUSES.length);
    const multi = members.filter((m) => m.photo_count > 1).length / members.length;
    expect(multi).toBeGreaterThan(0.2);
    expect(multi).toBeLessThan(0.4);
    // Every region of every country has members in the full population.
    for (const country of COUNTRIES) {
      const seen = new Set(members.filter((m) => m.country === country).map((m) => m.region));
      expect(seen.size).toBeGreaterThan(REGIONS[country].regions.length * 0.6);
    }
  });

  it('turns names into email-safe slugs', () => {
    expect(emailSlug('Marie-Ève')).toBe('marie-eve');
    expect(emailSlug('Łukasz')).toBe('lukasz');
    expect(emailSlug('Te Ariki')).toBe('teariki');
    expect(emailSlug('Siobhán')).toBe('siobhan');
  });
});
