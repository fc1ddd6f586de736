// Portrait avatars for the demo population, drawn by DiceBear's "avataaars" style
// (design by Pablo Stanley, free for personal and commercial use; code MIT).
import { createAvatar, type Options as CoreOptions } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import type { Options as AvataaarsOptions } from '@dicebear/avataaars';
import type { Gender, HairColour } from '@amoretto/shared';
import { Random, seedOf } from './data/random';
import type { DemoMember } from './data/population';

export type AvatarOptions = Partial<AvataaarsOptions & CoreOptions>;
type Top = NonNullable<AvataaarsOptions['top']>[number];

/** Pixel edge of the rendered portrait; the photo pipeline makes the thumbnail from it. */
export const AVATAR_SIZE = 512;
/** Each avatar person comes in this many looks (outfit, expression, background). */
export const AVATAR_LOOKS = 4;

const TOPS: Record<Gender, Partial<Record<Top, number>>> = {
  female: {
    longButNotTooLong: 14,
    straight01: 12,
    straight02: 12,
    straightAndStrand: 10,
    bob: 10,
    miaWallace: 8,
    bun: 8,
    curly: 7,
    curvy: 7,
    bigHair: 5,
    fro: 3,
    froBand: 2,
    dreads: 1,
    shavedSides: 1,
  },
  male: {
    shortFlat: 16,
    shortRound: 14,
    shortWaved: 14,
    theCaesar: 10,
    theCaesarAndSidePart: 10,
    shortCurly: 9,
    frizzle: 6,
    shaggy: 5,
    shaggyMullet: 3,
    dreads01: 2,
    dreads02: 2,
    fro: 2,
  },
};

/** Shades per hair colour of the profile vocabulary; bald men keep a fringe of the last. */
const HAIR_SHADES: Record<HairColour, readonly string[]> = {
  black: ['2c1b18', '1f1512'],
  dark_brown: ['3b2219', '4a312c'],
  brunette: ['5a3825', '4f3323'],
  brown: ['724133', '7b4a32'],
  dark_blond: ['a0733c', 'b58143'],
  blond: ['d6b370', 'e5c98c', 'ecdcbf'],
  red: ['c93305', 'a55728', 'b5442a'],
  gray: ['9e9e9e', 'b3b0ad'],
  white: ['e8e1e1', 'f2efea'],
  bald: ['6b6b6b', '4a312c', '9e9e9e'],
  other: ['f59797', '8e6cc9', '4f8fd6', '2fa89b'],
};

const SKIN = { ffdbb4: 30, edb98a: 34, d08b5b: 18, ae5d29: 11, '614335': 7 };
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d1', 'f9e2ae', 'e0e7ff', 'fde2e4', 'd5f5e3'];
const CLOTHES_COLOURS = [
  '262e33',
  '3c4f5c',
  '25557c',
  '5199e4',
  '65c9ff',
  '929598',
  'e6e6e6',
  'a7ffc4',
  'ffafb9',
  'ff488e',
  'ff5c5c',
  'ffffff',
];
const CLOTHING = [
  'blazerAndShirt',
  'blazerAndSweater',
  'collarAndSweater',
  'graphicShirt',
  'hoodie',
  'overall',
  'shirtCrewNeck',
  'shirtScoopNeck',
  'shirtVNeck',
] as const;
const GLASSES_COLOURS = ['262e33', '3c4f5c', '929598', '25557c', 'a55728'];

type Fixed = Pick<
  AvatarOptions,
  | 'top'
  | 'topProbability'
  | 'hairColor'
  | 'skinColor'
  | 'facialHair'
  | 'facialHairProbability'
  | 'facialHairColor'
  | 'accessories'
  | 'accessoriesProbability'
  | 'accessoriesColor'
>;

/** What stays the same in every photo of one avatar person: face, hair, beard, glasses. */
function person(gender: Gender, hair: HairColour, index: number): Fixed {
  const rng = new Random(seedOf('avatar-person', gender, hair, index));
  const shade = rng.pick(HAIR_SHADES[hair]);
  const bald = hair === 'bald';
  const beard = gender === 'male' && rng.chance(bald ? 0.6 : 0.42);
  const glasses = rng.chance(0.22);
  return {
    // A bald man keeps the hair at his sides now and then; otherwise no top at all.
    top: [bald ? 'sides' : rng.weighted(TOPS[gender])],
    topProbability: bald && rng.chance(0.5) ? 0 : 100,
    hairColor: [shade],
    skinColor: [rng.weighted(SKIN)],
    facialHair: [rng.weighted({ beardLight: 34, beardMedium: 30, beardMajestic: 14, moustacheFancy: 12, moustacheMagnum: 10 })],
    facialHairProbability: beard ? 100 : 0,
    facialHairColor: [shade],
    accessories: [rng.weighted({ prescription01: 30, prescription02: 30, round: 15, kurt: 10, wayfarers: 10, sunglasses: 5 })],
    accessoriesProbability: glasses ? 100 : 0,
    accessoriesColor: [rng.pick(GLASSES_COLOURS)],
  };
}

/** DiceBear options for one look of one avatar person: only friendly expressions. */
export function avatarOptions(gender: Gender, hair: HairColour, index: number, look: number): AvatarOptions {
  const rng = new Random(seedOf('avatar-look', gender, hair, index, look));
  return {
    ...person(gender, hair, index),
    seed: `${gender}-${hair}-${index}-${look}`,
    size: AVATAR_SIZE,
    backgroundColor: [rng.pick(BACKGROUNDS)],
    clothing: [rng.pick(CLOTHING)],
    clothesColor: [rng.pick(CLOTHES_COLOURS)],
    clothingGraphic: [rng.pick(['bear', 'deer', 'diamond', 'hola', 'pizza', 'cumbia'] as const)],
    mouth: [rng.weighted({ smile: 40, default: 25, twinkle: 25, serious: 10 })],
    eyes: [rng.weighted({ default: 40, happy: 30, wink: 10, side: 10, squint: 10 })],
    eyebrows: [rng.weighted({ defaultNatural: 40, raisedExcitedNatural: 25, default: 15, flatNatural: 10, raisedExcited: 10 })],
  };
}

export interface AvatarImage {
  /** Identifies the picture: the same key always draws the same portrait. */
  key: string;
  options: AvatarOptions;
}

/**
 * Shares a bounded set of avatar persons among the members: one person per hair colour
 * and gender bucket serves several members (each with their own copy of the files), so
 * a 5,000-member population needs about 1,300 rendered pictures, not 7,500.
 */
export class AvatarPool {
  private readonly persons = new Map<string, number>();

  /** `population` is the whole planned population, so the buckets do not depend on what is missing. */
  constructor(population: readonly DemoMember[]) {
    const total = Math.min(320, Math.max(8, Math.ceil(population.length / 16)));
    const counts = new Map<string, number>();
    for (const member of population) {
      const bucket = `${member.gender}:${member.hair_colour}`;
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    for (const [bucket, count] of counts) this.persons.set(bucket, Math.max(1, Math.round((total * count) / population.length)));
  }

  /** The member's pictures, main photo first: different looks of one avatar person. */
  imagesFor(member: Pick<DemoMember, 'gender' | 'hair_colour' | 'avatar_roll' | 'look_roll' | 'photo_count'>): AvatarImage[] {
    const persons = this.persons.get(`${member.gender}:${member.hair_colour}`) ?? 1;
    const index = Math.floor(member.avatar_roll * persons);
    const first = Math.floor(member.look_roll * AVATAR_LOOKS);
    return Array.from({ length: Math.min(member.photo_count, AVATAR_LOOKS) }, (_, n) => {
      const look = (first + n) % AVATAR_LOOKS;
      return {
        key: `${member.gender}:${member.hair_colour}:${index}:${look}`,
        options: avatarOptions(member.gender, member.hair_colour, index, look),
      };
    });
  }
}

/** SVG documents for the given options, in order. DiceBear ships ES modules only; Node 24
 * loads them with require() like any other package. */
export function renderAvatarSvgs(options: readonly AvatarOptions[]): string[] {
  return options.map((option) => createAvatar(avataaars, option).toString());
}
