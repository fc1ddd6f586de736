import type { ChatMessage, ChatMessagesResponse, MemberCard } from '@amoretto/shared';
import { conversationReducer, initialConversation, type ConversationData, type PendingMessage } from './conversation-reducer';

const ME = 1;
const HER = 2;

function message(seq: number, sender = HER, clientId = `c${seq}`): ChatMessage {
  return {
    id: 10_000 + seq,
    conversation: { id: 10 },
    seq,
    sender_id: sender,
    client_id: clientId,
    kind: 'text',
    body: `m${seq}`,
    photo: null,
    gift_id: null,
    created_at: '2026-11-23T10:00:00.000Z',
  };
}

const card: MemberCard = { id: HER, name: 'Her', age: 30, city: null, country: 'IT', region: null, main_image: null, fictional: false };

function page(messages: ChatMessage[], extra: Partial<ChatMessagesResponse> = {}): ChatMessagesResponse {
  const last_seq = messages.length === 0 ? 0 : messages[messages.length - 1]!.seq;
  return {
    conversation: { id: 10, last_seq },
    messages,
    has_more: false,
    has_earlier: false,
    profile: card,
    older_hidden: false,
    partner_read_seq: null,
    ...extra,
  };
}

function pendingText(clientId: string): PendingMessage {
  return {
    client_id: clientId,
    outgoing: { kind: 'text', body: 'hi' },
    preview: null,
    status: 'sending',
    problem: null,
    created_at: '2026-11-23T10:00:00.000Z',
  };
}

const seqs = (state: ConversationData) => state.messages.map((m) => m.seq);

describe('conversationReducer', () => {
  it('opens a known conversation loading and a new one ready', () => {
    expect(initialConversation(10).status).toBe('loading');
    expect(initialConversation(null)).toMatchObject({ status: 'ready', conversationId: null, messages: [], pending: [] });
  });

  it('merges pages by seq and takes the card, history flag and read position of the last one', () => {
    let state = conversationReducer(initialConversation(10), {
      type: 'page-loaded',
      page: page([message(2), message(3)], { partner_read_seq: 1 }),
    });
    state = conversationReducer(state, {
      type: 'page-loaded',
      page: page([message(3), message(4)], { older_hidden: true, partner_read_seq: 3 }),
    });
    expect(seqs(state)).toEqual([2, 3, 4]);
    expect(state).toMatchObject({ profile: card, olderHidden: true, partnerReadSeq: 3 });
  });

  it('turns only a first load into an error, and keeps a blocked pair blocked', () => {
    const failed = conversationReducer(initialConversation(10), { type: 'load-failed', error: 'boom', blocked: true });
    expect(failed).toMatchObject({ status: 'error', loadError: 'boom', noAccess: true });
    const shown = conversationReducer(initialConversation(10), { type: 'caught-up' });
    const later = conversationReducer(shown, { type: 'load-failed', error: 'offline', blocked: false });
    expect(later).toMatchObject({ status: 'ready', loadError: 'offline', noAccess: false });
    expect(conversationReducer(later, { type: 'caught-up' }).loadError).toBeNull();
    expect(conversationReducer(later, { type: 'reloading' }).status).toBe('loading');
  });

  it('never moves the partner read position back', () => {
    let state = conversationReducer(initialConversation(10), { type: 'partner-read', seq: 5 });
    state = conversationReducer(state, { type: 'partner-read', seq: 3 });
    expect(state.partnerReadSeq).toBe(5);
  });

  it('moves a sent message from pending to the list and learns the id of a new conversation', () => {
    let state = conversationReducer(initialConversation(null), { type: 'send-queued', message: pendingText('a') });
    state = conversationReducer(state, { type: 'send-queued', message: pendingText('b') });
    state = conversationReducer(state, { type: 'sent', clientId: 'a', message: message(1, ME, 'a'), awaitingConfirmation: true });
    expect(state.pending.map((p) => p.client_id)).toEqual(['b']);
    expect(seqs(state)).toEqual([1]);
    expect(state).toMatchObject({ conversationId: 10, awaitingConfirmation: true });
  });

  it('marks a refused send failed with its problem, and a retry clears both', () => {
    let state = conversationReducer(initialConversation(10), { type: 'send-queued', message: pendingText('a') });
    state = conversationReducer(state, { type: 'send-failed', clientId: 'a', problem: 'credits', error: 'no coins' });
    expect(state.pending[0]).toMatchObject({ status: 'failed', problem: 'credits' });
    expect(state.failure).toEqual({ problem: 'credits', error: 'no coins' });
    expect(state.noAccess).toBe(false);
    state = conversationReducer(state, { type: 'send-started', clientId: 'a' });
    expect(state.pending[0]).toMatchObject({ status: 'sending', problem: null });
    expect(state.failure).toBeNull();
  });

  it('closes the conversation when a send finds the pair blocked', () => {
    let state = conversationReducer(initialConversation(10), { type: 'send-queued', message: pendingText('a') });
    state = conversationReducer(state, { type: 'send-failed', clientId: 'a', problem: 'blocked', error: null });
    expect(state.noAccess).toBe(true);
  });

  it('drops a pending message on its own live event without touching the failure; discarding clears it', () => {
    let state = conversationReducer(initialConversation(10), { type: 'send-queued', message: pendingText('a') });
    state = conversationReducer(state, { type: 'send-queued', message: pendingText('b') });
    state = conversationReducer(state, { type: 'send-failed', clientId: 'b', problem: 'failed', error: null });
    state = conversationReducer(state, { type: 'pending-settled', clientId: 'a' });
    expect(state.pending.map((p) => p.client_id)).toEqual(['b']);
    expect(state.failure).not.toBeNull();
    state = conversationReducer(state, { type: 'discarded', clientId: 'b' });
    expect(state.pending).toEqual([]);
    expect(state.failure).toBeNull();
  });

  it('adds live messages in seq order and dismisses a failure on request', () => {
    let state = conversationReducer(initialConversation(10), { type: 'messages-arrived', messages: [message(3)] });
    state = conversationReducer(state, { type: 'messages-arrived', messages: [message(1)] });
    expect(seqs(state)).toEqual([1, 3]);
    state = conversationReducer({ ...state, failure: { problem: 'failed', error: null } }, { type: 'failure-dismissed' });
    expect(state.failure).toBeNull();
  });

  it('records whether older messages exist and a conversation id learnt from the partner', () => {
    let state = conversationReducer(initialConversation(null), { type: 'earlier-known', hasEarlier: true });
    state = conversationReducer(state, { type: 'id-known', id: 42 });
    expect(state).toMatchObject({ hasEarlier: true, conversationId: 42 });
  });
});
