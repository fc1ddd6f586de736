import { loggedOutSearchVisible } from '@amoretto/shared';
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

/** Who may search (docs/product.md#search) for this visitor, plus the traffic source the server needs to apply the same rule. */
export function useSearchAccess(): { allowed: boolean; network: string | null } {
  const { loggedIn } = useAuth();
  const settings = useSettings();
  const network = trafficSource();
  const allowed = loggedOutSearchVisible({
    loggedIn,
    logged_out_search: settings.logged_out_search,
    logged_out_search_trafficsource: settings.logged_out_search_trafficsource,
    hasTrafficSource: Boolean(network?.trim()),
  });
  return { allowed, network: searchNetwork(loggedIn) };
}
