import type { BlockedMembersResponse, MemberPageResponse, MemberRelationResponse, MemberTargetDto } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

// Another member's page and what the viewer can do there. Writes are not retried: the
// server treats a repeated like or block as the same one, but a retry would only hide errors.

export function fetchMemberPage(id: number, network: string | null, signal?: AbortSignal): Promise<MemberPageResponse> {
  return apiFetch<MemberPageResponse>({ path: `/members/${id}`, query: { network: network ?? undefined }, signal });
}

export async function like(id: number): Promise<MemberRelationResponse> {
  const body: MemberTargetDto = { profile_id: id };
  return apiFetch<MemberRelationResponse>({ method: 'POST', path: '/likes', body, retries: 0 });
}

export function unlike(id: number): Promise<MemberRelationResponse> {
  return apiFetch<MemberRelationResponse>({ method: 'DELETE', path: `/likes/${id}`, retries: 0 });
}

export function block(id: number): Promise<MemberRelationResponse> {
  const body: MemberTargetDto = { profile_id: id };
  return apiFetch<MemberRelationResponse>({ method: 'POST', path: '/blocks', body, retries: 0 });
}

export function unblock(id: number): Promise<MemberRelationResponse> {
  return apiFetch<MemberRelationResponse>({ method: 'DELETE', path: `/blocks/${id}`, retries: 0 });
}

export function fetchBlockedMembers(signal?: AbortSignal): Promise<BlockedMembersResponse> {
  return apiFetch<BlockedMembersResponse>({ path: '/blocks', signal });
}
