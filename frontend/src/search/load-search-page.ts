import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '../api/load-query';
import { userQuery } from '../auth/user-query';
import { bootSearch, settingsQuery } from '../site-settings/settings-query';
import type { MemberSearchParams } from './search-params';
import { memberSearchQuery } from './search-query';
import { searchAccess } from './use-search-access';

/**
 * Loader of /members: the first page of results as the page will ask for them, started with the
 * page's code rather than after it (the results' photos are what the page's largest paint waits for).
 */
export async function loadSearchPage(queryClient: QueryClient, params: MemberSearchParams): Promise<void> {
  const [user, settings] = await Promise.all([
    queryClient.ensureQueryData(userQuery()).catch(() => null),
    queryClient.ensureQueryData(settingsQuery(bootSearch)).catch(() => null),
  ]);
  if (!settings) return;
  const { allowed, network } = searchAccess(user !== null, settings);
  if (allowed) await loadQuery(queryClient, memberSearchQuery(params, network));
}
