import type { ChatMessage, ChatMessagesResponse, GiftId, MemberCard, SendMessageResponse } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { useRealtime } from '../realtime/use-realtime';
import { useServerEvent } from '../realtime/use-server-event';
import { fetchMessages, markRead, sendGift, sendPhoto } from './chats-api';
import { newClientId } from './client-id';
import { chatsQuery } from './chats-query';
import {
  lastSeqOf,
  listNeedsRead,
  mergeMessages,
  placeLiveMessage,
  sendProblemOf,
  unreadInList,
  type SendProblem,
} from './conversation-rules';
import { sendSocketOf, sendTextMessage } from './socket-send';
import { useChatsCache } from './use-chats-cache';

/** What the viewer asked to send. */
export type Outgoing = { kind: 'text'; body: string } | { kind: 'gift'; gift_id: GiftId } | { kind: 'photo'; file: File };

/** A message shown before the server stored it: sending, or failed with a retry. */
export interface PendingMessage {
  client_id: string;
  outgoing: Outgoing;
  /** Object URL of a photo being sent, for its preview. */
  preview: string | null;
  status: 'sending' | 'failed';
  problem: SendProblem | null;
  created_at: string;
}

export interface SendFailure {
  problem: SendProblem;
  error: unknown;
}

const PAGE = 100;
/** How many of the newest messages a conversation opens with; older ones on request. */
const OPENING_WINDOW = 50;

interface Options {
  viewerId: number;
  partnerId: number;
  /** Null before the first message of a new conversation. */
  conversationId: number | null;
  /** The conversation's last seq from the chats list, to open at its newest messages. */
  knownLastSeq: number | null;
}

/**
 * One open conversation: the messages held (by seq), messages on their way, catch-up after
 * every (re)connect and every gap, read marking and the partner's read position.
 */
export function useConversation({ viewerId, partnerId, conversationId: initialId, knownLastSeq }: Options) {
  const cache = useChatsCache();
  const { socket, connectionId } = useRealtime();
  const [conversationId, setConversationId] = useState<number | null>(initialId);
  const [messages, setMessagesState] = useState<ChatMessage[]>([]);
  const messagesRef = useRef<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(initialId === null ? 'ready' : 'loading');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [profile, setProfile] = useState<MemberCard | null>(null);
  const [olderHidden, setOlderHidden] = useState(false);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [partnerReadSeq, setPartnerReadSeq] = useState<number | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [noAccess, setNoAccess] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<boolean | null>(null);

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

  const setMessages = useCallback((update: (held: ChatMessage[]) => ChatMessage[]) => {
    const next = update(messagesRef.current);
    messagesRef.current = next;
    setMessagesState(next);
  }, []);

  /**
   * Marks the conversation read when the viewer can see it and a partner message is new;
   * `again` asks even for messages already covered, for when a counter says otherwise.
   */
  const markSeen = useCallback(
    function mark(again = false) {
      const id = idRef.current;
      if (id === null || document.visibilityState !== 'visible') return;
      const partnerSeq = Math.max(0, ...messagesRef.current.filter((m) => m.sender_id === partnerId).map((m) => m.seq));
      if (!again && readUpTo.current >= 0 && partnerSeq <= readUpTo.current) return;
      readUpTo.current = partnerSeq;
      const state = reading.current;
      if (state.inFlight) {
        state.again = true;
        return;
      }
      state.inFlight = true;
      markRead(id)
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

  const takePage = useCallback((page: ChatMessagesResponse) => {
    setMessages((held) => mergeMessages(held, page.messages));
    setProfile(page.profile);
    setOlderHidden(page.older_hidden);
    setPartnerReadSeq(page.partner_read_seq);
  }, [setMessages]);

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
        const opening = messagesRef.current.length === 0;
        let after = opening ? Math.max(0, (knownLastSeqRef.current ?? 0) - OPENING_WINDOW) : lastSeqOf(messagesRef.current);
        for (;;) {
          const page = await fetchMessages(id, { after_seq: after, limit: PAGE });
          if (idRef.current !== id) return;
          takePage(page);
          // Opened above seq 1: older messages exist unless a history floor or a removal cut them off.
          if (opening && after > 0) setHasEarlier(page.messages[0]?.seq === after + 1);
          after = Math.max(after, lastSeqOf(page.messages));
          if (!page.has_more || page.messages.length === 0) break;
        }
      } while (state.again);
      setStatus('ready');
      setLoadError(null);
      markSeen();
    } catch (error) {
      if (sendProblemOf(error) === 'blocked') setNoAccess(true);
      setLoadError(error);
      setStatus((current) => (current === 'loading' ? 'error' : current));
    } finally {
      state.running = false;
    }
  }, [markSeen, takePage]);

  /** Older messages above the opening window, up to the free-member history limit. */
  const loadEarlier = useCallback(async () => {
    const id = idRef.current;
    const first = messagesRef.current[0]?.seq;
    if (id === null || first === undefined || first <= 1) return;
    const after = Math.max(0, first - 1 - OPENING_WINDOW);
    const page = await fetchMessages(id, { after_seq: after, limit: first - 1 - after });
    takePage(page);
    const reachedStart = after === 0 || page.messages.length === 0 || page.messages[0]!.seq > after + 1;
    setHasEarlier(!reachedStart);
  }, [takePage]);

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
      if (message.sender_id === partnerId) setConversationId(message.conversation.id);
      return;
    }
    if (message.conversation.id !== id) return;
    if (message.sender_id === viewerId) setPending((list) => list.filter((p) => p.client_id !== message.client_id));
    const place = placeLiveMessage(messagesRef.current, message);
    if (place === 'append') setMessages((held) => mergeMessages(held, [message]));
    if (place === 'gap') void catchUp();
    // Even one already read: its event may carry counters from before that read.
    if (message.sender_id === partnerId) markSeen(true);
  });

  useServerEvent('message.read', ({ conversation, reader_id, last_read_seq }) => {
    if (conversation.id !== idRef.current || reader_id !== partnerId) return;
    setPartnerReadSeq((seq) => Math.max(seq ?? 0, last_read_seq));
  });

  const deliver = useCallback(
    async (clientId: string, outgoing: Outgoing) => {
      setPending((list) => list.map((p) => (p.client_id === clientId ? { ...p, status: 'sending', problem: null } : p)));
      setFailure(null);
      try {
        let answer: SendMessageResponse;
        // Text goes over the socket when it is up (HTTP otherwise); gifts and photos always over HTTP.
        if (outgoing.kind === 'text') answer = await sendTextMessage(socket && sendSocketOf(socket), partnerId, clientId, outgoing.body);
        else if (outgoing.kind === 'gift') answer = await sendGift(partnerId, clientId, outgoing.gift_id);
        else answer = await sendPhoto(partnerId, clientId, outgoing.file);
        const { message } = answer;
        setMessages((held) => mergeMessages(held, [message]));
        setPending((list) => {
          const done = list.find((p) => p.client_id === clientId);
          if (done?.preview) URL.revokeObjectURL(done.preview);
          return list.filter((p) => p.client_id !== clientId);
        });
        cache.credits(answer.credits);
        cache.awaitingConfirmation(answer.awaiting_confirmation);
        cache.message(message, viewerId);
        setAwaitingConfirmation(answer.awaiting_confirmation);
        if (idRef.current === null) setConversationId(message.conversation.id);
        // Something sent meanwhile by the partner or another tab shows up in order.
        else if (message.seq > lastSeqOf(messagesRef.current)) void catchUp();
      } catch (error) {
        const problem = sendProblemOf(error);
        if (problem === 'blocked') setNoAccess(true);
        // The refusal names the real balance; the coin badge should not promise more.
        const balance = isApiError(error) ? error.details?.credits : undefined;
        if (problem === 'credits' && typeof balance === 'number') cache.credits(balance);
        setPending((list) => list.map((p) => (p.client_id === clientId ? { ...p, status: 'failed', problem } : p)));
        setFailure({ problem, error });
      }
    },
    [cache, catchUp, partnerId, setMessages, socket, viewerId],
  );

  const send = useCallback(
    (outgoing: Outgoing) => {
      const clientId = newClientId();
      const preview = outgoing.kind === 'photo' ? URL.createObjectURL(outgoing.file) : null;
      setPending((list) => [
        ...list,
        { client_id: clientId, outgoing, preview, status: 'sending', problem: null, created_at: new Date().toISOString() },
      ]);
      void deliver(clientId, outgoing);
    },
    [deliver],
  );

  /** Sends again with the same client id: the server never stores or charges it twice. */
  const retry = useCallback(
    (clientId: string) => {
      const message = pending.find((p) => p.client_id === clientId);
      if (message) void deliver(clientId, message.outgoing);
    },
    [deliver, pending],
  );

  const discard = useCallback((clientId: string) => {
    setPending((list) => {
      const gone = list.find((p) => p.client_id === clientId);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((p) => p.client_id !== clientId);
    });
    setFailure(null);
  }, []);

  return {
    conversationId,
    messages,
    pending,
    status,
    loadError,
    profile,
    olderHidden,
    hasEarlier,
    loadEarlier,
    partnerReadSeq,
    failure,
    dismissFailure: () => setFailure(null),
    noAccess,
    awaitingConfirmation,
    send,
    retry,
    discard,
    reload: () => {
      setStatus('loading');
      void catchUp();
    },
  };
}

export type ConversationState = ReturnType<typeof useConversation>;
