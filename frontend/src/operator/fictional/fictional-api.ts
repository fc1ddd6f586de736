import { queryOptions } from '@tanstack/react-query';
import type {
  ChatMessage,
  FictionalAnswerDto,
  FictionalConversationView,
  FictionalQueue,
  MemberNoteDto,
  MemberNoteView,
} from '@amoretto/shared';
import { apiFetch } from '../../api/api-client';

/** The queue refreshes while it is open: members keep writing. */
const QUEUE_REFRESH_MS = 15_000;
const CONVERSATION_REFRESH_MS = 10_000;

export const fictionalQueueQuery = () =>
  queryOptions({
    queryKey: ['operator', 'fictional', 'queue'] as const,
    queryFn: ({ signal }) => apiFetch<FictionalQueue>({ path: '/operator/fictional/queue', signal }),
    refetchInterval: QUEUE_REFRESH_MS,
  });

export const fictionalConversationQuery = (conversationId: number) =>
  queryOptions({
    queryKey: ['operator', 'fictional', 'conversation', conversationId] as const,
    queryFn: ({ signal }) => apiFetch<FictionalConversationView>({ path: `/operator/fictional/conversations/${conversationId}`, signal }),
    refetchInterval: CONVERSATION_REFRESH_MS,
  });

/** Safe to retry: the client_id makes a repeated answer land once. */
export async function sendFictionalAnswer(conversationId: number, body: FictionalAnswerDto): Promise<ChatMessage> {
  return (
    await apiFetch<{ message: ChatMessage }>({ method: 'POST', path: `/operator/fictional/conversations/${conversationId}/messages`, body })
  ).message;
}

export async function saveMemberNote(memberId: number, body: MemberNoteDto): Promise<MemberNoteView> {
  return (await apiFetch<{ note: MemberNoteView }>({ method: 'PUT', path: `/operator/fictional/members/${memberId}/note`, body })).note;
}
