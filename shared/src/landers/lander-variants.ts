// The campaign landers (docs/product.md#landers): which page each address is, and which variant
// of it a slug selects. Plain data both tiers read: the page draws it, the backend checks the
// card filters it asks for, and a new campaign variant is a row here, not a code branch.
import type { Gender } from '../vocabularies';

/** Every lander, by its address under /landers/. */
export const LANDER_NAMES = [
  'adultonly',
  'tinderswipe',
  'whoneedsstrings',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderName = (typeof LANDER_NAMES)[number];

/** How a lander shows its members: each is a component of its own in the frontend. */
export const LANDER_SECTIONS = [
  'grid',
  'swipe',
  'strip',
  'night',
  'collage',
  'gallery',
  'icons',
  'map',
  'feed',
  'slideshow',
  'video',
] as const;
export type LanderSection = (typeof LANDER_SECTIONS)[number];

/** The colour scheme around the section. */
export type LanderTheme = 'light' | 'dark' | 'night' | 'rose';

/**
 * A campaign's texts: `landers.copy.<copy>.title` and `.lead` in the catalogs. Each lander has
 * its own; slugs pick one of the shared ones below.
 */
export const LANDER_COPIES = [...LANDER_NAMES, 'men', 'mature', 'discreet', 'women'] as const;
export type LanderCopy = (typeof LANDER_COPIES)[number];

export interface LanderVariant {
  /** The members the campaign shows. */
  gender: Gender;
  copy: LanderCopy;
  /** Only members of at least this age (null: every adult). */
  minAge: number | null;
}

export interface LanderDefinition {
  section: LanderSection;
  theme: LanderTheme;
  /** Whether the address takes a slug (/landers/{name}/{slug?}); the spec gives three landers none. */
  takesSlug: boolean;
  /** How many members the section draws (the endpoint answers at most LANDER_CARDS_MAX). */
  cards: number;
  /** `default` is used without a slug and for a slug this table does not know. */
  variants: { default: LanderVariant } & Readonly<Record<string, LanderVariant>>;
}

/** The most cards one lander asks for. */
export const LANDER_CARDS_MAX = 24;
/** Campaigns for older audiences show members from this age on. */
export const LANDER_MATURE_MIN_AGE = 35;

const women = (copy: LanderCopy, minAge: number | null = null): LanderVariant => ({ gender: 'female', copy, minAge });
const men = (copy: LanderCopy, minAge: number | null = null): LanderVariant => ({ gender: 'male', copy, minAge });

/** The slugs most campaigns run with: an audience looking for men, an older one, a discreet one. */
const AUDIENCES = {
  men: men('men'),
  mature: women('mature', LANDER_MATURE_MIN_AGE),
  discreet: women('discreet'),
} as const;

export const LANDERS: Readonly<Record<LanderName, LanderDefinition>> = {
  adultonly: { section: 'grid', theme: 'dark', takesSlug: false, cards: 12, variants: { default: women('adultonly') } },
  tinderswipe: { section: 'swipe', theme: 'rose', takesSlug: false, cards: 10, variants: { default: women('tinderswipe') } },
  whoneedsstrings: { section: 'strip', theme: 'light', takesSlug: false, cards: 8, variants: { default: women('whoneedsstrings') } },
  alonetonight: {
    section: 'night',
    theme: 'night',
    takesSlug: true,
    cards: 8,
    variants: { default: women('alonetonight'), men: AUDIENCES.men, mature: AUDIENCES.mature },
  },
  collagelanding: {
    section: 'collage',
    theme: 'rose',
    takesSlug: true,
    cards: 9,
    variants: { default: women('collagelanding'), ...AUDIENCES },
  },
  gallery: {
    section: 'gallery',
    theme: 'light',
    takesSlug: true,
    cards: 24,
    variants: { default: women('gallery'), ...AUDIENCES, women: women('women') },
  },
  iconslanding: {
    section: 'icons',
    theme: 'light',
    takesSlug: true,
    cards: 12,
    variants: { default: women('iconslanding'), men: AUDIENCES.men, discreet: AUDIENCES.discreet },
  },
  maplanding: {
    section: 'map',
    theme: 'light',
    takesSlug: true,
    cards: 24,
    variants: { default: women('maplanding'), men: AUDIENCES.men, mature: AUDIENCES.mature },
  },
  socialnetwork: {
    section: 'feed',
    theme: 'light',
    takesSlug: true,
    cards: 6,
    variants: { default: women('socialnetwork'), ...AUDIENCES },
  },
  transitionsvideolanding: {
    section: 'slideshow',
    theme: 'dark',
    takesSlug: true,
    cards: 6,
    variants: { default: women('transitionsvideolanding'), men: AUDIENCES.men, mature: AUDIENCES.mature },
  },
  video: {
    section: 'video',
    theme: 'dark',
    takesSlug: true,
    cards: 8,
    variants: { default: women('video'), men: AUDIENCES.men, discreet: AUDIENCES.discreet },
  },
};

export function isLanderName(value: unknown): value is LanderName {
  return typeof value === 'string' && (LANDER_NAMES as readonly string[]).includes(value);
}

export interface ResolvedLander {
  name: LanderName;
  definition: LanderDefinition;
  /** The variant's key in the table: the slug when known, else `default`. */
  variantKey: string;
  variant: LanderVariant;
}

/**
 * The variant an address shows. Slugs compare case-insensitively; a slug the table does not
 * know, or one on a lander that takes none, falls back to the default variant (an ad with a
 * mistyped link still lands on a working page).
 */
export function resolveLander(name: LanderName, slug: string | undefined | null): ResolvedLander {
  const definition = LANDERS[name];
  const key = slug?.trim().toLowerCase() ?? '';
  const known = definition.takesSlug && key !== 'default' && Object.hasOwn(definition.variants, key);
  const variantKey = known ? key : 'default';
  return { name, definition, variantKey, variant: definition.variants[variantKey] ?? definition.variants.default };
}
