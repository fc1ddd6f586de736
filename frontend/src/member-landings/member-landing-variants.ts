// The member landings' variants (docs/product.md#member-landings) as data: which texts a page shows
// and whether the member appears as a card or in the animated clip. A slug picks a variant of its
// page; an unknown or missing slug shows the page's default, so a mistyped ad link still works.

export const MEMBER_LANDING_PAGES = ['landing', 'landing2', 'landing3'] as const;
export type MemberLandingPage = (typeof MEMBER_LANDING_PAGES)[number];

/** A text set of the `member_landing.variants` catalog group. */
export type MemberLandingTexts = 'chat' | 'spotlight' | 'tonight' | 'video';

export interface MemberLandingVariant {
  /** What identifies the variant in tests and analytics: `<page>` or `<page>/<slug>`. */
  id: string;
  texts: MemberLandingTexts;
  media: 'card' | 'video';
}

interface PageVariants {
  default: Omit<MemberLandingVariant, 'id'>;
  slugs: Readonly<Record<string, Omit<MemberLandingVariant, 'id'>>>;
}

export const MEMBER_LANDINGS: Readonly<Record<MemberLandingPage, PageVariants>> = {
  landing: { default: { texts: 'chat', media: 'card' }, slugs: {} },
  landing2: {
    default: { texts: 'spotlight', media: 'card' },
    slugs: { tonight: { texts: 'tonight', media: 'card' }, chat: { texts: 'chat', media: 'card' } },
  },
  landing3: {
    default: { texts: 'video', media: 'video' },
    slugs: { tonight: { texts: 'tonight', media: 'video' } },
  },
};

export function memberLandingVariant(page: MemberLandingPage, slug?: string): MemberLandingVariant {
  const key = slug?.toLowerCase();
  const { slugs } = MEMBER_LANDINGS[page];
  // Own keys only: `constructor` is no variant.
  if (key && Object.hasOwn(slugs, key)) return { id: `${page}/${key}`, ...slugs[key]! };
  return { id: page, ...MEMBER_LANDINGS[page].default };
}
