import type { Settings } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

/**
 * Site settings for this visitor. The query string of the page the app booted on is
 * passed through (e.g. `?country=CH`, traffic-source parameters) because the server
 * derives the offered locales and signup rules from it. Loaded once per page load.
 */
export const settingsQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.settings(search),
    queryFn: ({ signal }) => apiFetch<Settings>({ path: '/settings.php', query: new URLSearchParams(search), signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The query string the app booted with; settings stay keyed on it for the whole visit. */
export const bootSearch: string = typeof window === 'undefined' ? '' : window.location.search;
