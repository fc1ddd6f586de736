import type { ChatMessage, ChatMessagesResponse, GiftId, MemberCard } from '@amoretto/shared';
import { mergeMessages, type SendProblem } from './conversation-rules';

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

/** Everything one open conversation shows. */
export interface ConversationData {
  /** Null before the first message of a new conversation. */
  conversationId: number | null;
  /** Held messages, by seq. */
  messages: ChatMessage[];
  pending: PendingMessage[];
  status: 'loading' | 'ready' | 'error';
  loadError: unknown;
  profile: MemberCard | null;
  olderHidden: boolean;
  hasEarlier: boolean;
  partnerReadSeq: number | null;
  failure: SendFailure | null;
  noAccess: boolean;
  awaitingConfirmation: boolean | null;
}

export type ConversationAction =
  /** The conversation's id, learnt from the first message sent or received. */
  | { type: 'id-known'; id: number }
  /** A page of messages with the partner's card and read position. */
  | { type: 'page-loaded'; page: ChatMessagesResponse }
  | { type: 'earlier-known'; hasEarlier: boolean }
  | { type: 'messages-arrived'; messages: readonly ChatMessage[] }
  | { type: 'caught-up' }
  | { type: 'load-failed'; error: unknown; blocked: boolean }
  | { type: 'reloading' }
  | { type: 'partner-read'; seq: number }
  | { type: 'send-queued'; message: PendingMessage }
  | { type: 'send-started'; clientId: string }
  | { type: 'sent'; clientId: string; message: ChatMessage; awaitingConfirmation: boolean }
  | { type: 'send-failed'; clientId: string; problem: SendProblem; error: unknown }
  /** The server's copy of a pending message arrived another way (its own live event). */
  | { type: 'pending-settled'; clientId: string }
  | { type: 'discarded'; clientId: string }
  | { type: 'failure-dismissed' };

export function initialConversation(conversationId: number | null): ConversationData {
  return {
    conversationId,
    messages: [],
    pending: [],
    // A new conversation has nothing to load.
    status: conversationId === null ? 'ready' : 'loading',
    loadError: null,
    profile: null,
    olderHidden: false,
    hasEarlier: false,
    partnerReadSeq: null,
    failure: null,
    noAccess: false,
    awaitingConfirmation: null,
  };
}

const withoutPending = (pending: PendingMessage[], clientId: string) => pending.filter((p) => p.client_id !== clientId);

export function conversationReducer(state: ConversationData, action: ConversationAction): ConversationData {
  switch (action.type) {
    case 'id-known':
      return { ...state, conversationId: action.id };
    case 'page-loaded':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.page.messages),
        profile: action.page.profile,
        olderHidden: action.page.older_hidden,
        partnerReadSeq: action.page.partner_read_seq,
      };
    case 'earlier-known':
      return { ...state, hasEarlier: action.hasEarlier };
    case 'messages-arrived':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'caught-up':
      return { ...state, status: 'ready', loadError: null };
    case 'load-failed':
      // Once shown, the conversation stays on screen; only a first load turns into an error page.
      return {
        ...state,
        loadError: action.error,
        status: state.status === 'loading' ? 'error' : state.status,
        noAccess: state.noAccess || action.blocked,
      };
    case 'reloading':
      return { ...state, status: 'loading' };
    case 'partner-read':
      return { ...state, partnerReadSeq: Math.max(state.partnerReadSeq ?? 0, action.seq) };
    case 'send-queued':
      return { ...state, pending: [...state.pending, action.message] };
    case 'send-started':
      return {
        ...state,
        pending: state.pending.map((p) => (p.client_id === action.clientId ? { ...p, status: 'sending', problem: null } : p)),
        failure: null,
      };
    case 'sent':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: withoutPending(state.pending, action.clientId),
        awaitingConfirmation: action.awaitingConfirmation,
        conversationId: state.conversationId ?? action.message.conversation.id,
      };
    case 'send-failed':
      return {
        ...state,
        pending: state.pending.map((p) => (p.client_id === action.clientId ? { ...p, status: 'failed', problem: action.problem } : p)),
        failure: { problem: action.problem, error: action.error },
        noAccess: state.noAccess || action.problem === 'blocked',
      };
    case 'pending-settled':
      return { ...state, pending: withoutPending(state.pending, action.clientId) };
    case 'discarded':
      return { ...state, pending: withoutPending(state.pending, action.clientId), failure: null };
    case 'failure-dismissed':
      return { ...state, failure: null };
  }
}
