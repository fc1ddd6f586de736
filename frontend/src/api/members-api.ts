import type { MemberCard, NewestMembersResponse } from '@amoretto/shared';
import { apiFetch } from './api-client';

export async function fetchNewestMembers(signal?: AbortSignal): Promise<MemberCard[]> {
  return (await apiFetch<NewestMembersResponse>({ path: '/members/newest', signal })).members;
}
