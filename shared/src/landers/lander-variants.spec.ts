import {
  LANDER_CARDS_MAX,
  LANDER_COPIES,
  LANDER_MATURE_MIN_AGE,
  LANDER_NAMES,
  LANDER_SECTIONS,
  LANDERS,
  resolveLander,
} from './lander-variants';

describe('the landers table', () => {
  it('has the eleven landers of the route table, three of them without a slug', () => {
    expect(Object.keys(LANDERS).sort()).toEqual([...LANDER_NAMES].sort());
    expect(LANDER_NAMES.filter((name) => !LANDERS[name].takesSlug).sort()).toEqual(['adultonly', 'tinderswipe', 'whoneedsstrings']);
  });

  it('gives every lander a section of its own, so no two pages are the same', () => {
    const sections = LANDER_NAMES.map((name) => LANDERS[name].section);
    expect(new Set(sections).size).toBe(LANDER_NAMES.length);
    expect([...sections].sort()).toEqual([...LANDER_SECTIONS].sort());
  });

  it('gives each lander its own default texts and asks for a card count the endpoint serves', () => {
    for (const name of LANDER_NAMES) {
      const { variants, cards } = LANDERS[name];
      expect([name, variants.default.copy]).toEqual([name, name]);
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(LANDER_CARDS_MAX);
      for (const variant of Object.values(variants)) expect(LANDER_COPIES).toContain(variant.copy);
    }
  });

  it('gives slug-less landers no variant but the default', () => {
    for (const name of LANDER_NAMES.filter((n) => !LANDERS[n].takesSlug)) expect(Object.keys(LANDERS[name].variants)).toEqual(['default']);
  });
});

describe('resolveLander', () => {
  it('uses the default variant without a slug', () => {
    expect(resolveLander('gallery', undefined)).toMatchObject({
      variantKey: 'default',
      variant: { gender: 'female', copy: 'gallery', minAge: null },
    });
    expect(resolveLander('gallery', '').variantKey).toBe('default');
  });

  it('selects a known slug’s texts, gender and age', () => {
    expect(resolveLander('gallery', 'men')).toMatchObject({ variantKey: 'men', variant: { gender: 'male', copy: 'men' } });
    expect(resolveLander('maplanding', 'mature').variant).toEqual({ gender: 'female', copy: 'mature', minAge: LANDER_MATURE_MIN_AGE });
  });

  it('reads a slug case-insensitively and trimmed', () => {
    expect(resolveLander('video', ' Men ').variantKey).toBe('men');
  });

  it('falls back to the default for an unknown slug, one of another lander and inherited object keys', () => {
    expect(resolveLander('video', 'nonsense').variantKey).toBe('default');
    // `mature` exists for the map lander, not for the video one.
    expect(resolveLander('video', 'mature')).toMatchObject({ variantKey: 'default', variant: { copy: 'video' } });
    expect(resolveLander('gallery', 'constructor').variantKey).toBe('default');
    expect(resolveLander('gallery', '__proto__').variantKey).toBe('default');
  });

  it('ignores a slug on a lander that takes none', () => {
    expect(resolveLander('adultonly', 'men')).toMatchObject({ variantKey: 'default', variant: { gender: 'female', copy: 'adultonly' } });
  });
});
