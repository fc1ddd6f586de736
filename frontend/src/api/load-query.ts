import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';

type LoadOptions<TData, TKey extends QueryKey> = UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey };

/**
 * For route loaders: fills the cache before the page shows. A failed request is not thrown to
 * the route's error page: it stays in the cache and the page shows it with its own retry, as
 * pages did before they had loaders.
 */
export async function loadQuery<TData, TKey extends QueryKey>(queryClient: QueryClient, options: LoadOptions<TData, TKey>): Promise<void> {
  await queryClient.ensureQueryData(options).catch(() => undefined);
}

/**
 * For pages that show a fresh answer on every entry (a payment may have settled since, a liker
 * been seen): the first entry waits for it like loadQuery; a later one shows the cached answer at
 * once while it is asked again in the background. The page itself then sets no
 * `refetchOnMount: 'always'`, which would ask a second time right after the loader.
 * A preload (the pointer resting on a link) only fills an empty cache; the entry refetches.
 */
export async function loadFreshQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: LoadOptions<TData, TKey>,
  { preload }: { preload: boolean },
): Promise<void> {
  await queryClient.ensureQueryData({ ...options, staleTime: 0, revalidateIfStale: !preload }).catch(() => undefined);
}
