import type { Settings } from '@amoretto/shared';

/** Routes that never show the warning (docs/product.md#screens): people arriving from our own e-mails. */
export const SITE_ENTRY_EXEMPT_ROUTES: readonly string[] = ['complete-signup', 'reset-password', 'reset-password-do'];

export interface SiteEntryInput {
  /** Running as the installed app: its users passed the warning when they installed it. */
  standalone: boolean;
  /** When the visitor closed the warning (ms since epoch), null if never. */
  dismissedAt: number | null;
  settings: Pick<Settings, 'enable_site_entry_popup' | 'countries' | 'geoip_selected_country'>;
  loggedIn: boolean;
  /** Spec route name, e.g. `index`, `complete-signup`, `reset-password-do`. */
  routeName: string;
  /**
   * Extra restriction of the chat and lander layouts (docs/product.md#screens: "entry warning for NL and
   * DE"): the visitor's selected country must be one of these. Omitted in the default layout.
   */
  onlyCountries?: readonly string[];
}

/** The site-entry warning and its exempt routes (docs/product.md#screens). */
export function shouldShowSiteEntryWarning({
  standalone,
  dismissedAt,
  settings,
  loggedIn,
  routeName,
  onlyCountries,
}: SiteEntryInput): boolean {
  if (standalone || dismissedAt !== null || loggedIn) return false;
  if (settings.enable_site_entry_popup === 'no') return false;
  if (SITE_ENTRY_EXEMPT_ROUTES.includes(routeName)) return false;
  const country = settings.geoip_selected_country;
  // An empty list means the site does not restrict the warning by country.
  if (settings.countries.length > 0 && !settings.countries.includes(country)) return false;
  if (onlyCountries && !onlyCountries.includes(country)) return false;
  return true;
}

/**
 * The route name of a path: segments joined by `-`, `index` for `/`
 * (`/reset-password/do` → `reset-password-do`, `/pages/terms` → `pages-terms`).
 * Parameter routes get their values, not `id`; only static names are compared.
 */
export function routeNameFromPath(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? 'index' : segments.join('-');
}

export type SiteEntryCountryNotice = 'nl' | 'de';

/** Youth-protection paragraph for countries whose rules we spell out; null elsewhere. */
export function siteEntryCountryNotice(country: string): SiteEntryCountryNotice | null {
  if (country === 'NL') return 'nl';
  if (country === 'DE') return 'de';
  return null;
}
