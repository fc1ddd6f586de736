import { CHAT_PAGE_SIZE, FREE_HISTORY_MESSAGES, type ChatMessagesQueryDto } from '@amoretto/shared';

/** The facts of a conversation and its viewer that decide which of its messages the viewer sees. */
export interface WindowFacts {
  lastSeq: number;
  /** The viewer's last removal of the chat: nothing at or below it shows again. */
  clearedSeq: number;
  /** Paying members see the whole history; free ones its newest FREE_HISTORY_MESSAGES. */
  paid: boolean;
}

/** Which messages one page of `GET /api/chats/:id/messages` starts after, and what lies before it. */
export interface MessageWindow {
  /** The page holds messages with seq above this. */
  start: number;
  /** At most this many: `limit`, else all `latest` asked for, else CHAT_PAGE_SIZE. */
  limit: number;
  /** The viewer may see messages at or below `start` (an older page exists). */
  hasEarlier: boolean;
  /** The free members' history limit hides messages the viewer's removal did not. */
  olderHidden: boolean;
}

/** `after_seq` and `latest` name the page's start two ways; asking both is a client bug. */
export function messagesQueryConflict(query: ChatMessagesQueryDto): boolean {
  return query.after_seq !== undefined && query.latest !== undefined;
}

/**
 * Where a page starts (docs/product.md#chats): after `after_seq`, or `latest` messages below the
 * last seq, and never at or below the viewer's floor (the removal or the history limit). Seqs
 * are gap-free and messages are never deleted one by one, so "something visible lies before the
 * start" is exactly "the start is above the floor".
 */
export function messageWindow(query: ChatMessagesQueryDto, { lastSeq, clearedSeq, paid }: WindowFacts): MessageWindow {
  const historyFloor = paid ? 0 : lastSeq - FREE_HISTORY_MESSAGES;
  const floor = Math.max(clearedSeq, historyFloor, 0);
  const asked = query.latest !== undefined ? lastSeq - query.latest : (query.after_seq ?? 0);
  const start = Math.max(asked, floor);
  const limit = query.limit ?? query.latest ?? CHAT_PAGE_SIZE;
  return { start, limit, hasEarlier: start > floor, olderHidden: historyFloor > clearedSeq };
}
