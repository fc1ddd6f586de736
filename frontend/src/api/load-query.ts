import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';

/**
 * For route loaders: fills the cache before the page shows. A failed request is not thrown to
 * the route's error page: it stays in the cache and the page shows it with its own retry, as
 * pages did before they had loaders.
 */
export async function loadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey },
): Promise<void> {
  await queryClient.ensureQueryData(options).catch(() => undefined);
}
