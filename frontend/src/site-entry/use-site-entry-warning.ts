import { SITE_ENTRY_WARNING_KEY } from '@amoretto/shared';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { useSettings } from '../site-settings/use-settings';
import { routeNameFromPath, shouldShowSiteEntryWarning } from './site-entry-rules';
import { readSiteEntryDismissedAt, storeSiteEntryDismissal } from './site-entry-storage';

function readDismissedAt(): number | null {
  try {
    return readSiteEntryDismissedAt(window.localStorage);
  } catch {
    // Storage switched off: ask again on every page load rather than never.
    return null;
  }
}

const isStandalone = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

export interface SiteEntryWarningState {
  show: boolean;
  pathname: string;
  /** Records the visitor's confirmation (now) and hides the warning for good. */
  dismiss: () => void;
}

/** Whether this page gets the warning (docs/product.md#screens), with the visitor's stored answer. */
export function useSiteEntryWarning(onlyCountries?: readonly string[]): SiteEntryWarningState {
  const settings = useSettings();
  const { isLoggedIn } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  const [standalone] = useState(isStandalone);

  // A confirmation in another tab counts here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SITE_ENTRY_WARNING_KEY || event.key === null) setDismissedAt(readDismissedAt());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const dismiss = useCallback(() => {
    const now = Date.now();
    try {
      storeSiteEntryDismissal(window.localStorage, now);
    } catch {
      // Not stored: it is still closed for this page load.
    }
    setDismissedAt(now);
  }, []);

  const show = shouldShowSiteEntryWarning({
    standalone,
    dismissedAt,
    settings,
    loggedIn: isLoggedIn,
    routeName: routeNameFromPath(pathname),
    onlyCountries,
  });
  return { show, pathname, dismiss };
}
