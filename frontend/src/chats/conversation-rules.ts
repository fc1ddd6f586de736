import type { ChatMessage, ChatsResponse, ErrorCode } from '@amoretto/shared';
import { isApiError } from '../api/api-error';

/**
 * Adds server messages to the ones held: one entry per seq (a message delivered twice, by
 * the socket and by catch-up, stays one), ordered by seq.
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held, 0 for none: the catch-up cursor. */
export function lastSeqOf(messages: readonly ChatMessage[]): number {
  return messages.length === 0 ? 0 : messages[messages.length - 1]!.seq;
}

/**
 * What to do with a `message.created` of the open conversation: append when it is the next
 * seq (or the first of an empty conversation), ignore what is already held, and fetch
 * after the last seq held when something in between was missed.
 */
export function placeLiveMessage(held: readonly ChatMessage[], message: ChatMessage): 'append' | 'duplicate' | 'gap' {
  const last = lastSeqOf(held);
  if (held.some((m) => m.seq === message.seq)) return 'duplicate';
  if (message.seq === last + 1 || (held.length === 0 && message.seq === 1)) return 'append';
  if (message.seq <= last) return 'append';
  return 'gap';
}

/**
 * Whether the chats list knows of messages newer than an opening page read earlier (the page
 * came from a preload, and messages arrived before the conversation opened): their live events
 * went to the list only, so the conversation catches up after the page.
 */
export function openingPageBehind(pageLastSeq: number, knownLastSeq: number | null): boolean {
  return knownLastSeq !== null && knownLastSeq > pageLastSeq;
}

/**
 * Whether a message the viewer just sent skips seqs past the last one held before it was
 * added: the partner or another tab of the viewer wrote meanwhile and those messages have to
 * be fetched (after the last seq held). Asked with the messages held before the sent one is
 * merged; once it is, its seq is the last one and nothing would ever look missing.
 */
export function sendSkippedMessages(heldBefore: readonly ChatMessage[], sent: ChatMessage): boolean {
  return placeLiveMessage(heldBefore, sent) === 'gap';
}

/** The viewer's last message the partner has read, or null (no receipts or nothing read). */
export function readMarkerSeq(messages: readonly ChatMessage[], viewerId: number, partnerReadSeq: number | null): number | null {
  if (partnerReadSeq === null) return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.sender_id === viewerId && message.seq <= partnerReadSeq) return message.seq;
  }
  return null;
}

/**
 * Whether the chats list, updated after the last read's answer, still counts unread
 * messages in the open conversation: a list fetched before that read committed would
 * otherwise leave the badge and title counting a message the viewer is looking at. The
 * read is idempotent, so asking again is safe.
 */
export function listNeedsRead(listUnread: number, listUpdatedAt: number, lastReadAnsweredAt: number): boolean {
  return listUnread > 0 && listUpdatedAt >= lastReadAnsweredAt;
}

/** The unread count the chats list holds for one conversation (0 when it is not listed). */
export function unreadInList(chats: ChatsResponse, conversationId: number | null): number {
  if (conversationId === null) return 0;
  return chats.chats.find((chat) => chat.conversation.id === conversationId)?.num_unread_messages ?? 0;
}

/** Calendar day of a timestamp in the viewer's time zone, for day separators. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** The chats list after a live message: last message, unread count and order kept current. */
export function chatsAfterMessage(chats: ChatsResponse, message: ChatMessage, viewerId: number): { chats: ChatsResponse; known: boolean } {
  const index = chats.chats.findIndex((chat) => chat.conversation.id === message.conversation.id);
  if (index < 0) return { chats, known: false };
  const item = chats.chats[index]!;
  if (item.conversation.last_seq >= message.seq) return { chats, known: true };
  const unreadBump = message.sender_id === viewerId ? 0 : 1;
  const updated = {
    ...item,
    conversation: { ...item.conversation, last_seq: message.seq, last_message: message },
    num_unread_messages: item.num_unread_messages + unreadBump,
  };
  const rest = chats.chats.filter((_, i) => i !== index);
  return {
    chats: { ...chats, chats: [updated, ...rest], num_unread_messages: chats.num_unread_messages + unreadBump },
    known: true,
  };
}

/** The chats list once a conversation was opened: its unread count is 0, the total is the server's. */
export function chatsAfterRead(chats: ChatsResponse, conversationId: number, total: number): ChatsResponse {
  return {
    ...chats,
    chats: chats.chats.map((chat) => (chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat)),
    num_unread_messages: total,
  };
}

/** The chats list without one conversation (removed at once, before the server answers). */
export function chatsWithout(chats: ChatsResponse, conversationId: number): ChatsResponse {
  const removed = chats.chats.find((chat) => chat.conversation.id === conversationId);
  return {
    ...chats,
    chats: chats.chats.filter((chat) => chat.conversation.id !== conversationId),
    num_unread_messages: chats.num_unread_messages - (removed?.num_unread_messages ?? 0),
  };
}

/** How a refused send is shown: each of these has its own state; the rest is a retry. */
export type SendProblem = 'credits' | 'premium' | 'blocked' | 'partner_unconfirmed' | 'too_long' | 'failed';

export function sendProblemOf(error: unknown): SendProblem {
  if (!isApiError(error)) return 'failed';
  const map: Partial<Record<ErrorCode, SendProblem>> = {
    not_enough_credits: 'credits',
    credit_debt_outstanding: 'credits',
    premium_required: 'premium',
    blocked_by_member: 'blocked',
    member_not_found: 'blocked',
    partner_not_confirmed: 'partner_unconfirmed',
    message_too_long: 'too_long',
  };
  return map[error.code] ?? 'failed';
}

/** Characters as the server counts them: code points, so an emoji counts once. */
export function messageLength(text: string): number {
  return [...text].length;
}
