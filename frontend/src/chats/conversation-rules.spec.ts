import type { ChatMessage, ChatsResponse, MemberCard } from '@amoretto/shared';
import { ApiError } from '../api/api-error';
import {
  chatsAfterMessage,
  chatsAfterRead,
  chatsWithout,
  lastSeqOf,
  listNeedsRead,
  mergeMessages,
  messageLength,
  openingPageBehind,
  placeLiveMessage,
  readMarkerSeq,
  sendProblemOf,
  sendSkippedMessages,
  unreadInList,
} from './conversation-rules';

const ME = 1;
const HER = 2;

function message(seq: number, sender = HER, conversation = 10): ChatMessage {
  return {
    id: conversation * 1000 + seq,
    conversation: { id: conversation },
    seq,
    sender_id: sender,
    client_id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    kind: 'text',
    body: `m${seq}`,
    photo: null,
    gift_id: null,
    created_at: '2026-11-23T10:00:00.000Z',
  };
}

const card = (id: number): MemberCard => ({
  id,
  name: `M${id}`,
  age: 30,
  city: null,
  country: 'IT',
  region: null,
  main_image: null,
  fictional: false,
});

function chats(): ChatsResponse {
  return {
    chats: [
      { conversation: { id: 10, last_seq: 2, last_message: message(2) }, profile: card(HER), num_unread_messages: 1 },
      { conversation: { id: 20, last_seq: 5, last_message: message(5, 3, 20) }, profile: card(3), num_unread_messages: 2 },
    ],
    num_unread_messages: 3,
    awaiting_confirmation: false,
  };
}

describe('messages held by seq', () => {
  it('merges catch-up and live copies of the same message into one, in seq order', () => {
    const held = [message(1), message(3)];
    const merged = mergeMessages(held, [message(4), message(2), message(3)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(lastSeqOf(merged)).toBe(4);
    expect(lastSeqOf([])).toBe(0);
  });

  it('appends the next seq, ignores what is held and reports a gap', () => {
    const held = [message(1), message(2)];
    expect(placeLiveMessage(held, message(3))).toBe('append');
    expect(placeLiveMessage(held, message(2))).toBe('duplicate');
    expect(placeLiveMessage(held, message(5))).toBe('gap');
    expect(placeLiveMessage([], message(1))).toBe('append');
    expect(placeLiveMessage([], message(7))).toBe('gap');
  });

  it('catches up after a send whose seq skips messages written meanwhile, judged on what was held before it', () => {
    const held = [message(1), message(2)];
    const sent = message(4, ME);
    expect(sendSkippedMessages(held, sent)).toBe(true);
    expect(sendSkippedMessages(held, message(3, ME))).toBe(false);
    // Its own live event may have brought it first: then that event already asked for the gap.
    expect(sendSkippedMessages([...held, sent], sent)).toBe(false);
    // Seq 3 stays missing after the send is added, so the question cannot wait until then.
    expect(mergeMessages(held, [sent]).map((m) => m.seq)).toEqual([1, 2, 4]);
  });
});

describe('read state', () => {
  it("marks the viewer's last message at or below the partner's read seq", () => {
    const list = [message(1, ME), message(2, HER), message(3, ME), message(4, ME)];
    expect(readMarkerSeq(list, ME, 3)).toBe(3);
    expect(readMarkerSeq(list, ME, 9)).toBe(4);
    expect(readMarkerSeq(list, ME, 0)).toBeNull();
    expect(readMarkerSeq(list, ME, null)).toBeNull();
  });
});

describe('reading again after a late list', () => {
  it('asks again when the list, updated after the read answered, still counts the open conversation', () => {
    expect(listNeedsRead(1, 2_000, 1_000)).toBe(true);
    expect(listNeedsRead(1, 1_000, 1_000)).toBe(true);
  });

  it('does not ask when the list counts nothing or predates the answer', () => {
    expect(listNeedsRead(0, 2_000, 1_000)).toBe(false);
    expect(listNeedsRead(2, 999, 1_000)).toBe(false);
  });

  it("reads the open conversation's count from the list", () => {
    const list = chats();
    const first = list.chats[0]!;
    expect(unreadInList(list, first.conversation.id)).toBe(first.num_unread_messages);
    expect(unreadInList(list, 987_654)).toBe(0);
    expect(unreadInList(list, null)).toBe(0);
  });
});

describe("opening with the route loader's page", () => {
  it('catches up after the page when the list knows newer messages', () => {
    expect(openingPageBehind(40, 42)).toBe(true);
    expect(openingPageBehind(42, 42)).toBe(false);
    // The list may be older than the page, or not there yet.
    expect(openingPageBehind(42, 40)).toBe(false);
    expect(openingPageBehind(42, null)).toBe(false);
  });
});

describe('chats list updates', () => {
  it('moves a conversation with a new partner message to the top and counts it unread', () => {
    const next = chatsAfterMessage(chats(), message(6, 3, 20), ME);
    expect(next.known).toBe(true);
    expect(next.chats.chats[0]!.conversation).toMatchObject({ id: 20, last_seq: 6 });
    expect(next.chats.chats[0]!.num_unread_messages).toBe(3);
    expect(next.chats.num_unread_messages).toBe(4);
  });

  it("does not count the viewer's own message nor the same message twice", () => {
    const own = chatsAfterMessage(chats(), message(3, ME), ME);
    expect(own.chats.num_unread_messages).toBe(3);
    expect(chatsAfterMessage(own.chats, message(3, ME), ME).chats).toBe(own.chats);
  });

  it('says when a conversation is not in the list, so it can be reloaded', () => {
    expect(chatsAfterMessage(chats(), message(1, HER, 99), ME).known).toBe(false);
  });

  it('zeroes a read conversation and removes one at once', () => {
    const read = chatsAfterRead(chats(), 20, 1);
    expect(read.chats.find((c) => c.conversation.id === 20)!.num_unread_messages).toBe(0);
    expect(read.num_unread_messages).toBe(1);
    const removed = chatsWithout(chats(), 10);
    expect(removed.chats.map((c) => c.conversation.id)).toEqual([20]);
    expect(removed.num_unread_messages).toBe(2);
  });
});

describe('send problems', () => {
  it('maps the chat error codes to their states and everything else to a retry', () => {
    expect(sendProblemOf(new ApiError(402, 'not_enough_credits', 'x'))).toBe('credits');
    expect(sendProblemOf(new ApiError(402, 'credit_debt_outstanding', 'x'))).toBe('credits');
    expect(sendProblemOf(new ApiError(403, 'premium_required', 'x'))).toBe('premium');
    expect(sendProblemOf(new ApiError(403, 'blocked_by_member', 'x'))).toBe('blocked');
    expect(sendProblemOf(new ApiError(403, 'partner_not_confirmed', 'x'))).toBe('partner_unconfirmed');
    expect(sendProblemOf(new ApiError(503, 'service_unavailable', 'x'))).toBe('failed');
    expect(sendProblemOf(new TypeError('offline'))).toBe('failed');
  });

  it('counts characters as code points like the server', () => {
    expect(messageLength('ciao 😀')).toBe(6);
  });
});
