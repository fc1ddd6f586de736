// Who may search (docs/product.md#search) and for whom by default; the frontend shows search by these and the backend enforces them.
import { GENDERS, type Gender, type Sexuality } from '../vocabularies';

/**
 * docs/product.md#search: members always may search; visitors when the site allows it, or when it
 * allows it for ad traffic and this visitor is ad traffic.
 */
export function loggedOutSearchVisible({
  loggedIn,
  logged_out_search,
  logged_out_search_trafficsource,
  hasTrafficSource,
}: {
  loggedIn: boolean;
  logged_out_search: string;
  logged_out_search_trafficsource: string;
  hasTrafficSource: boolean;
}): boolean {
  if (loggedIn) return true;
  if (logged_out_search !== 'none') return true;
  return logged_out_search_trafficsource !== 'none' && hasTrafficSource;
}

/** Who a member looks for by default: the other gender for hetero, the same for gay and lesbian, both for bi. */
export function defaultGenders(searcher: { gender: Gender | null; sexuality: Sexuality | null }): Gender[] {
  const { gender, sexuality } = searcher;
  if (!gender) return ['female'];
  if (sexuality === 'bi') return [...GENDERS];
  if (sexuality === 'gay' || sexuality === 'lesbian') return [gender];
  return [gender === 'male' ? 'female' : 'male'];
}
