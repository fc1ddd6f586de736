import type { InterestsResponse, OwnPhotosResponse, PhotoOrderDto, RegionsResponse } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

// The member's own photos and the reference lists of the profile page. Every photo change
// answers with the whole list, so the page never has to guess positions. Writes are not
// retried: a delete that reached the server would answer not_found the second time.

export function fetchOwnPhotos(signal?: AbortSignal): Promise<OwnPhotosResponse> {
  return apiFetch<OwnPhotosResponse>({ path: '/photos', signal });
}

export function deletePhoto(id: number): Promise<OwnPhotosResponse> {
  return apiFetch<OwnPhotosResponse>({ method: 'DELETE', path: `/photos/${id}`, retries: 0 });
}

export function makeMainPhoto(id: number): Promise<OwnPhotosResponse> {
  return apiFetch<OwnPhotosResponse>({ method: 'POST', path: `/photos/${id}/main`, retries: 0 });
}

export function reorderPhotos(ids: number[]): Promise<OwnPhotosResponse> {
  const body: PhotoOrderDto = { ids };
  return apiFetch<OwnPhotosResponse>({ method: 'PUT', path: '/photos/order', body, retries: 0 });
}

export function fetchRegions(signal?: AbortSignal): Promise<RegionsResponse> {
  return apiFetch<RegionsResponse>({ path: '/regions.php', signal });
}

export async function fetchInterests(signal?: AbortSignal): Promise<InterestsResponse['interests']> {
  return (await apiFetch<InterestsResponse>({ path: '/interests.php', signal })).interests;
}
