/** Static pages served under /pages/{page}; complaints has its own top-level route. */
export const STATIC_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Every page with a content file, including complaints. */
export type ContentPage = StaticPage | 'complaints';

export function isStaticPage(value: string): value is StaticPage {
  return (STATIC_PAGES as readonly string[]).includes(value);
}

/** Footer "legal" column, in display order. */
export const STATIC_PAGES_LEGAL = [
  { page: 'terms', label: 'footer.terms' },
  { page: 'privacy', label: 'footer.privacy' },
  { page: 'cookies', label: 'footer.cookies' },
  { page: 'return-policy', label: 'footer.return_policy' },
  { page: 'ban', label: 'footer.ban' },
] as const satisfies readonly { page: StaticPage; label: `footer.${string}` }[];
