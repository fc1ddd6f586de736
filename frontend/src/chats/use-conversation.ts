import type { ChatMessagesResponse, SendMessageResponse } from '@amoretto/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { useRealtime } from '../realtime/use-realtime';
import { useServerEvent } from '../realtime/use-server-event';
import { fetchMessages, markRead, sendGift, sendPhoto } from './chats-api';
import { openingPage as visitOpeningPage } from '../ui/opening-page-drawn';
import { newClientId } from './client-id';
import { chatsQuery } from './chats-query';
import {
  conversationReducer,
  initialConversation,
  type ConversationAction,
  type ConversationData,
  type Outgoing,
} from './conversation-reducer';
import {
  lastSeqOf,
  listNeedsRead,
  openingPageBehind,
  placeLiveMessage,
  sendProblemOf,
  sendSkippedMessages,
  unreadInList,
} from './conversation-rules';
import { openingMessagesQuery } from './opening-messages-query';
import { OPENING_WINDOW } from './opening-window';
import { sendSocketOf, sendTextMessage } from './socket-send';
import { useChatsCache } from './use-chats-cache';

export type { Outgoing, PendingMessage, SendFailure } from './conversation-reducer';

const PAGE = 100;

interface Options {
  viewerId: number;
  partnerId: number;
  /** Null before the first message of a new conversation. */
  conversationId: number | null;
  /** The conversation's last seq from the chats list: newer than the opening page, it asks for more. */
  knownLastSeq: number | null;
}

/**
 * One open conversation: the messages held (by seq), messages on their way, catch-up after
 * every (re)connect and every gap, read marking and the partner's read position.
 */
export function useConversation({ viewerId, partnerId, conversationId: initialId, knownLastSeq }: Options) {
  const cache = useChatsCache();
  const queryClient = useQueryClient();
  const { socket, connectionId } = useRealtime();
  // The reducer runs at once rather than at the next render: catch-up, live events and sends
  // read the messages held right after changing them (a gap, the last seq, what to mark read).
  const [initial] = useState(() => initialConversation(initialId));
  const stateRef = useRef<ConversationData>(initial);
  const [state, setState] = useState(initial);
  const dispatch = useCallback((action: ConversationAction) => {
    stateRef.current = conversationReducer(stateRef.current, action);
    setState(stateRef.current);
  }, []);
  const { conversationId, pending, status } = state;

  const idRef = useRef(conversationId);
  idRef.current = conversationId;
  // Read through a ref: the list's last seq moves with every message and must not restart catch-up.
  const knownLastSeqRef = useRef(knownLastSeq);
  knownLastSeqRef.current = knownLastSeq;
  const catchUpState = useRef({ running: false, again: false });
  const readUpTo = useRef(-1);
  // One read at a time; whatever asks for a read meanwhile gets one more after it, so the
  // last read always follows the last message seen.
  const reading = useRef({ inFlight: false, again: false, answeredAt: 0 });

  /**
   * Marks the conversation read when the viewer can see it and a partner message is new;
   * `again` asks even for messages already covered, for when a counter says otherwise.
   */
  const markSeen = useCallback(
    function mark(again = false) {
      const id = idRef.current;
      if (id === null || document.visibilityState !== 'visible') return;
      const partnerSeq = Math.max(0, ...stateRef.current.messages.filter((m) => m.sender_id === partnerId).map((m) => m.seq));
      if (!again && readUpTo.current >= 0 && partnerSeq <= readUpTo.current) return;
      readUpTo.current = partnerSeq;
      const state = reading.current;
      if (state.inFlight) {
        state.again = true;
        return;
      }
      state.inFlight = true;
      // On the page a visit opens on, once it has been drawn: the request would otherwise leave
      // right before the page's largest paint and share the link with what the page shows.
      new Promise<void>((drawn) => visitOpeningPage.afterDrawn(drawn))
        .then(() => markRead(id))
        .then(
          (answer) => {
            cache.read(id, answer.num_unread_messages);
            state.answeredAt = Date.now();
          },
          () => {
            readUpTo.current = -1;
          },
        )
        .finally(() => {
          state.inFlight = false;
          if (!state.again || idRef.current !== id) return;
          state.again = false;
          mark(true);
        });
    },
    [cache, partnerId],
  );

  const takePage = useCallback((page: ChatMessagesResponse) => dispatch({ type: 'page-loaded', page }), [dispatch]);

  /**
   * The newest messages: the page /chats/$id's loader asked for in parallel with the chats list
   * when it is on its way or fresh (one request, not two), else a request of its own. Used
   * once: coming back, or opening again with nothing held, asks again.
   */
  const openingPage = useCallback(
    (id: number) => {
      const query = openingMessagesQuery(id);
      return queryClient.fetchQuery(query).finally(() => queryClient.removeQueries({ queryKey: query.queryKey }));
    },
    [queryClient],
  );

  /** Fetches everything after the last seq held, page by page; overlapping calls run once more instead of twice. */
  const catchUp = useCallback(async () => {
    const id = idRef.current;
    const state = catchUpState.current;
    if (id === null) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        let after = lastSeqOf(stateRef.current.messages);
        let more = true;
        if (stateRef.current.messages.length === 0) {
          const page = await openingPage(id);
          if (idRef.current !== id) return;
          takePage(page);
          dispatch({ type: 'earlier-known', hasEarlier: page.has_earlier });
          // Messages that arrived after a preloaded page: the list heard of them, the page did not.
          if (openingPageBehind(page.conversation.last_seq, knownLastSeqRef.current)) state.again = true;
          after = lastSeqOf(page.messages);
          more = page.has_more && page.messages.length > 0;
        }
        while (more) {
          const page = await fetchMessages(id, { after_seq: after, limit: PAGE });
          if (idRef.current !== id) return;
          takePage(page);
          after = Math.max(after, lastSeqOf(page.messages));
          more = page.has_more && page.messages.length > 0;
        }
      } while (state.again);
      dispatch({ type: 'caught-up' });
      markSeen();
    } catch (error) {
      dispatch({ type: 'load-failed', error, blocked: sendProblemOf(error) === 'blocked' });
    } finally {
      state.running = false;
    }
  }, [dispatch, markSeen, openingPage, takePage]);

  /** Older messages above the opening window, up to the free-member history limit. */
  const loadEarlier = useCallback(async () => {
    const id = idRef.current;
    const first = stateRef.current.messages[0]?.seq;
    if (id === null || first === undefined || first <= 1) return;
    const after = Math.max(0, first - 1 - OPENING_WINDOW);
    const page = await fetchMessages(id, { after_seq: after, limit: first - 1 - after });
    takePage(page);
    const reachedStart = after === 0 || page.messages.length === 0 || page.messages[0]!.seq > after + 1;
    dispatch({ type: 'earlier-known', hasEarlier: !reachedStart });
  }, [dispatch, takePage]);

  // Opening, every (re)connect, and a conversation id learnt from the first send: catch up.
  useEffect(() => {
    if (conversationId !== null) void catchUp();
  }, [conversationId, connectionId, catchUp]);

  // The list may arrive after the read's answer with counts from before it (a refetch in
  // flight): the open conversation asks again, so it ends at zero unread whatever the order.
  // While a read is under way its answer will set the list anyway.
  const list = useQuery({
    ...chatsQuery(),
    select: (chats) => unreadInList(chats, conversationId),
    enabled: conversationId !== null,
    refetchOnMount: false,
  });
  const listUnread = list.data ?? 0;
  useEffect(() => {
    const { inFlight, answeredAt } = reading.current;
    if (status === 'ready' && !inFlight && listNeedsRead(listUnread, list.dataUpdatedAt, answeredAt)) markSeen(true);
  }, [status, listUnread, list.dataUpdatedAt, markSeen]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') markSeen();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markSeen]);

  useServerEvent('message.created', ({ message }) => {
    const id = idRef.current;
    if (id === null) {
      // The partner wrote first while this new conversation was open.
      if (message.sender_id === partnerId) dispatch({ type: 'id-known', id: message.conversation.id });
      return;
    }
    if (message.conversation.id !== id) return;
    if (message.sender_id === viewerId) dispatch({ type: 'pending-settled', clientId: message.client_id });
    const place = placeLiveMessage(stateRef.current.messages, message);
    if (place === 'append') dispatch({ type: 'messages-arrived', messages: [message] });
    if (place === 'gap') void catchUp();
    // Even one already read: its event may carry counters from before that read.
    if (message.sender_id === partnerId) markSeen(true);
  });

  useServerEvent('message.read', ({ conversation, reader_id, last_read_seq }) => {
    if (conversation.id !== idRef.current || reader_id !== partnerId) return;
    dispatch({ type: 'partner-read', seq: last_read_seq });
  });

  /** A photo's preview URL is freed once its pending bubble goes. */
  const revokePreview = useCallback((clientId: string) => {
    const preview = stateRef.current.pending.find((p) => p.client_id === clientId)?.preview;
    if (preview) URL.revokeObjectURL(preview);
  }, []);

  const deliver = useCallback(
    async (clientId: string, outgoing: Outgoing) => {
      dispatch({ type: 'send-started', clientId });
      try {
        let answer: SendMessageResponse;
        // Text goes over the socket when it is up (HTTP otherwise); gifts and photos always over HTTP.
        if (outgoing.kind === 'text') answer = await sendTextMessage(socket && sendSocketOf(socket), partnerId, clientId, outgoing.body);
        else if (outgoing.kind === 'gift') answer = await sendGift(partnerId, clientId, outgoing.gift_id);
        else answer = await sendPhoto(partnerId, clientId, outgoing.file);
        const { message } = answer;
        const wasNew = idRef.current === null;
        const missed = sendSkippedMessages(stateRef.current.messages, message);
        revokePreview(clientId);
        // Also takes the conversation's id when this was its first message.
        dispatch({ type: 'sent', clientId, message, awaitingConfirmation: answer.awaiting_confirmation });
        cache.credits(answer.credits);
        cache.awaitingConfirmation(answer.awaiting_confirmation);
        cache.message(message, viewerId);
        // Something sent meanwhile by the partner or another tab shows up in order. A new
        // conversation catches up anyway once its id is known.
        if (!wasNew && missed) void catchUp();
      } catch (error) {
        const problem = sendProblemOf(error);
        // The refusal names the real balance; the coin badge should not promise more.
        const balance = isApiError(error) ? error.details?.credits : undefined;
        if (problem === 'credits' && typeof balance === 'number') cache.credits(balance);
        dispatch({ type: 'send-failed', clientId, problem, error });
      }
    },
    [cache, catchUp, dispatch, partnerId, revokePreview, socket, viewerId],
  );

  const send = useCallback(
    (outgoing: Outgoing) => {
      const clientId = newClientId();
      const preview = outgoing.kind === 'photo' ? URL.createObjectURL(outgoing.file) : null;
      dispatch({
        type: 'send-queued',
        message: { client_id: clientId, outgoing, preview, status: 'sending', problem: null, created_at: new Date().toISOString() },
      });
      void deliver(clientId, outgoing);
    },
    [deliver, dispatch],
  );

  /** Sends again with the same client id: the server never stores or charges it twice. */
  const retry = useCallback(
    (clientId: string) => {
      const message = pending.find((p) => p.client_id === clientId);
      if (message) void deliver(clientId, message.outgoing);
    },
    [deliver, pending],
  );

  const discard = useCallback(
    (clientId: string) => {
      revokePreview(clientId);
      dispatch({ type: 'discarded', clientId });
    },
    [dispatch, revokePreview],
  );

  return {
    conversationId,
    messages: state.messages,
    pending,
    status,
    loadError: state.loadError,
    profile: state.profile,
    olderHidden: state.olderHidden,
    hasEarlier: state.hasEarlier,
    loadEarlier,
    partnerReadSeq: state.partnerReadSeq,
    failure: state.failure,
    dismissFailure: () => dispatch({ type: 'failure-dismissed' }),
    noAccess: state.noAccess,
    awaitingConfirmation: state.awaitingConfirmation,
    send,
    retry,
    discard,
    reload: () => {
      dispatch({ type: 'reloading' });
      void catchUp();
    },
  };
}

export type ConversationState = ReturnType<typeof useConversation>;
