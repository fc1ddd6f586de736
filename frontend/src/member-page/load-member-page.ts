import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '../api/load-query';
import { userQuery } from '../auth/user-query';
import { searchNetwork } from '../search/use-search-access';
import { memberPageQuery } from './member-page-query';

/** Loader of /members/$id and /likes/m/$id: the page's query as the page will ask for it. */
export async function loadMemberPage(queryClient: QueryClient, memberId: number): Promise<void> {
  const user = await queryClient.ensureQueryData(userQuery()).catch(() => null);
  await loadQuery(queryClient, memberPageQuery(memberId, searchNetwork(user !== null)));
}
