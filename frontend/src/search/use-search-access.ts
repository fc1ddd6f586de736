import { loggedOutSearchVisible, type Settings } from '@amoretto/shared';
import { useAuth } from '../auth/use-auth';
import { signupTracking } from '../accounts/signup/signup-tracking';
import { useSettings } from '../site-settings/use-settings';
import { bootSearch } from '../site-settings/settings-query';

/** The visitor's traffic source: from the signup tracking, else the address the app booted on. */
function trafficSource(): string | null {
  return signupTracking()?.network ?? new URLSearchParams(bootSearch).get('network');
}

/** The traffic source member lists and pages are asked for: visitors only, members need none. */
export function searchNetwork(loggedIn: boolean): string | null {
  return loggedIn ? null : trafficSource();
}

export interface SearchAccess {
  allowed: boolean;
  network: string | null;
}

/**
 * Who may search (docs/product.md#search), plus the traffic source the server needs to apply the
 * same rule; for the page and for the route loader that asks before the page renders.
 */
export function searchAccess(
  loggedIn: boolean,
  settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
): SearchAccess {
  const network = trafficSource();
  const allowed = loggedOutSearchVisible({
    loggedIn,
    logged_out_search: settings.logged_out_search,
    logged_out_search_trafficsource: settings.logged_out_search_trafficsource,
    hasTrafficSource: Boolean(network?.trim()),
  });
  return { allowed, network: searchNetwork(loggedIn) };
}

/** searchAccess for this visitor. */
export function useSearchAccess(): SearchAccess {
  const { loggedIn } = useAuth();
  return searchAccess(loggedIn, useSettings());
}
