import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchInterests, fetchOwnPhotos, fetchRegions } from './profile-api';

export const ownPhotosQuery = () =>
  queryOptions({
    queryKey: queryKeys.ownPhotos,
    queryFn: ({ signal }) => fetchOwnPhotos(signal),
  });

// Reference lists that never change during a visit (loaded once and cached, docs/product.md#profile).
export const regionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.regions,
    queryFn: ({ signal }) => fetchRegions(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const interestsQuery = () =>
  queryOptions({
    queryKey: queryKeys.interests,
    queryFn: ({ signal }) => fetchInterests(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
