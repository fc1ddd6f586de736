/**
 * The catalog comes in three parts. The first holds what the first pages (home, member search,
 * the layout around them, the generic error text and the dialogs they open at once) say: a
 * visitor's first page waits only for it, about half the catalog. The chat's part holds what the chat
 * screens add (CHAT_PART_GROUPS). The rest (signup, profile, payments, the footer, …) loads right
 * after the page has drawn, and every other page waits for all three before it renders. The
 * footer, drawn once the page has settled, waits for the rest too (layout/deferred-site-footer.tsx).
 * A group here is a top-level key of the catalog. A browser test blocks the second part and
 * reads the first pages for untranslated keys, so a key used there from another group fails it.
 */
export const FIRST_PART_GROUPS: readonly string[] = [
  'activation',
  'alerts',
  'auth',
  'common',
  'error_page',
  'home',
  'language',
  'match_modal',
  'members',
  'nav',
  'pages',
  'pricing',
  'search',
  'site_entry',
  'time_bonus',
];

/**
 * Groups of which the first part holds only some keys, and the group's own part (the chat's for
 * the error texts, else the rest) the whole group. The error texts are a sixth of the catalog, yet
 * the first pages show only the generic one (API errors arrive translated by the server).
 */
export const FIRST_PART_KEYS: Readonly<Record<string, readonly string[]>> = {
  errors: ['generic'],
  // The cookie banner as a first visit shows it, on the first page: it is often the largest text on
  // a phone's screen, so it should not wait for the second part. Its categories (Choose) do.
  consent: ['title', 'text', 'policy', 'accept_all', 'necessary_only', 'customize'],
  // The search filters name the kind of region (province, state, …); the other vocabularies (a
  // profile's details, interests, payment methods) are for the profile, signup and payment pages.
  vocab: ['region_kinds'],
};

/**
 * What the chat screens (the chats list and a conversation) say beyond the first part: they draw
 * with these two parts, and the rest comes after, as on the first pages. Their layout is in the
 * first part already. The error texts too: a conversation that cannot open says why in its first
 * render, which the rest's arrival does not redraw.
 */
export const CHAT_PART_GROUPS: readonly string[] = ['chat', 'errors', 'gifts', 'icebreakers', 'report'];

export type CatalogPart = 'first' | 'chat' | 'rest';

/** Every part, in the order a page needs them. */
export const CATALOG_PARTS: readonly CatalogPart[] = ['first', 'chat', 'rest'];

/**
 * A catalog part as the build knows it: `…/shared/src/i18n/<lang>.json?catalog-part=<part>` (its
 * module id and manifest key) and `assets/catalog-<lang>-<part>-<hash>.js` (its file).
 */
export function catalogPartOf(moduleId: string): { language: string; part: CatalogPart } | null {
  const match = /\/shared\/src\/i18n\/([a-z]{2})\.json\?catalog-part=(first|chat|rest)$/.exec(moduleId);
  return match ? { language: match[1]!, part: match[2] as CatalogPart } : null;
}

/** The built file name of a catalog part (rollup pattern: the hash is the bundler's). */
export const catalogPartFileName = ({ language, part }: { language: string; part: CatalogPart }): string =>
  `assets/catalog-${language}-${part}-[hash].js`;

/** Whether a URL or message names a built catalog part's file. */
export const namesCatalogPartFile = (text: string): boolean => /\/assets\/catalog-[a-z]{2}-(first|chat|rest)-/.test(text);

/** The groups of `catalog` (or, for FIRST_PART_KEYS, their first keys) that belong in `part`. */
export function catalogPart<T extends Record<string, unknown>>(catalog: T, part: CatalogPart): Partial<T> {
  const entries = Object.entries(catalog).flatMap(([group, texts]): [string, unknown][] => {
    const keys = FIRST_PART_KEYS[group];
    if (keys && part === 'first') return [[group, pick(texts as Record<string, unknown>, keys)]];
    return partOfGroup(group) === part ? [[group, texts]] : [];
  });
  return Object.fromEntries(entries) as Partial<T>;
}

function partOfGroup(group: string): CatalogPart {
  if (FIRST_PART_GROUPS.includes(group)) return 'first';
  return CHAT_PART_GROUPS.includes(group) ? 'chat' : 'rest';
}

const pick = (texts: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, texts[key]]));

/**
 * The parts a page waits for before it renders: the home page and the member search the first
 * alone, the chat screens the first and the chat's, every other page all three.
 */
export function catalogPartsFor(pathname: string): CatalogPart[] {
  if (['/', '/members', '/members/'].includes(pathname)) return ['first'];
  return /^\/chats(\/[^/]+)?\/?$/.test(pathname) ? ['first', 'chat'] : [...CATALOG_PARTS];
}
