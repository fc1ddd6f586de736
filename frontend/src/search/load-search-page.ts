import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '../api/load-query';
import { userQuery } from '../auth/user-query';
import { bootSearch, settingsQuery } from '../site-settings/settings-query';
import type { MemberSearchParams } from './search-params';
import { memberSearchQuery } from './search-query';
import { preloadFirstPhotos } from './first-photos';
import { searchAccess } from './use-search-access';

/**
 * Loader of /members: the first page of results as the page will ask for them, started with the
 * page's code rather than after it (the results' photos are what the page's largest paint waits for).
 * Members always search, so for them the search does not wait for the site's settings.
 */
export async function loadSearchPage(queryClient: QueryClient, params: MemberSearchParams): Promise<void> {
  const user = await queryClient.ensureQueryData(userQuery()).catch(() => null);
  const settings = user ? null : await queryClient.ensureQueryData(settingsQuery(bootSearch)).catch(() => null);
  if (!user && !settings) return;
  const { allowed, network } = settings ? searchAccess(false, settings) : { allowed: true, network: null };
  if (!allowed) return;
  await loadQuery(queryClient, memberSearchQuery(params, network));
  preloadFirstPhotos(queryClient.getQueryData(memberSearchQuery(params, network).queryKey)?.profiles ?? []);
}
