import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchMessages } from './chats-api';
import { OPENING_WINDOW } from './opening-window';

/**
 * How long an opening page fetched earlier (the pointer resting on the chat's link preloads the
 * route) may open the conversation instead of a new request. Messages that arrive meanwhile are
 * in the live-updated chats list, whose last seq then sends the conversation to catch up.
 */
const OPENING_FRESH_MS = 10_000;

/**
 * The page a conversation opens with: its newest OPENING_WINDOW messages, counted by the server
 * from the last seq it reads, so the request need not wait for the chats list to learn it.
 * Member data (api/query-keys): dropped at logout.
 */
export const openingMessagesQuery = (conversationId: number) =>
  queryOptions({
    queryKey: queryKeys.member.chatOpening(conversationId),
    // No component observes it (the conversation takes the page with fetchQuery), so nothing
    // would cancel it: no abort signal.
    queryFn: () => fetchMessages(conversationId, { latest: OPENING_WINDOW }),
    staleTime: OPENING_FRESH_MS,
    // Only an opening within the freshness window reads it, and a page that opened a
    // conversation leaves the cache at once (use-conversation.ts).
    gcTime: OPENING_FRESH_MS,
  });
