import type { ModerationQueueResponse, ReportDecision } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-client';

export const MODERATION_QUERY_KEY = ['operator', 'moderation'] as const;

export const moderationQuery = () =>
  queryOptions({
    queryKey: MODERATION_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<ModerationQueueResponse>({ path: '/operator/moderation', signal }),
    refetchInterval: 60_000,
  });

/** One decision; never repeated by the client (the server ignores a repeat anyway). */
export type ModerationDecision =
  | { kind: 'report'; id: number; decision: ReportDecision }
  | { kind: 'complaint'; id: number }
  | { kind: 'photo'; id: number; decision: 'approve' | 'reject'; note?: string }
  | { kind: 'text'; memberId: number; decision: 'approve' | 'hide'; note?: string }
  | { kind: 'member'; memberId: number; decision: 'warn' | 'disable' | 'restore'; note?: string };

function pathOf(d: ModerationDecision): { path: string; body: Record<string, unknown> } {
  const note = 'note' in d && d.note?.trim() ? { note: d.note.trim() } : {};
  switch (d.kind) {
    case 'report':
      return { path: `/operator/moderation/reports/${d.id}/decision`, body: { decision: d.decision } };
    case 'complaint':
      return { path: `/operator/moderation/complaints/${d.id}/close`, body: {} };
    case 'photo':
      return { path: `/operator/moderation/photos/${d.id}/${d.decision}`, body: note };
    case 'text':
      return { path: `/operator/moderation/members/${d.memberId}/text/${d.decision}`, body: note };
    case 'member':
      return { path: `/operator/moderation/members/${d.memberId}/${d.decision}`, body: note };
  }
}

export async function decide(decision: ModerationDecision): Promise<void> {
  const { path, body } = pathOf(decision);
  await apiFetch<unknown>({ method: 'POST', path, body, retries: 0 });
}
