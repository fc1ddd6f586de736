import { queryOptions } from '@tanstack/react-query';
import { fetchInterests, fetchOwnPhotos, fetchRegions } from './profile-api';

export const OWN_PHOTOS_QUERY_KEY = ['own-photos'] as const;

export const ownPhotosQuery = () =>
  queryOptions({
    queryKey: OWN_PHOTOS_QUERY_KEY,
    queryFn: ({ signal }) => fetchOwnPhotos(signal),
  });

// Reference lists that never change during a visit (spec §7: loaded once and cached).
export const regionsQuery = () =>
  queryOptions({
    queryKey: ['regions'],
    queryFn: ({ signal }) => fetchRegions(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const interestsQuery = () =>
  queryOptions({
    queryKey: ['interests'],
    queryFn: ({ signal }) => fetchInterests(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
