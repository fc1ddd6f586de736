// The one typed map of Socket.IO events. Gateway, backend's emitter and the frontend
// all import these types; an event is declared here and nowhere else.
// Names say what happened (`<noun>.<past-tense verb>`).
import type { ChatMessage, SendMessageResponse } from './chats/chat-types';
import type { ApiErrorBody } from './errors';
import type { PaymentStatus } from './payments/payment-types';

/** A member's badge counters; only the fields that changed are present. */
export interface BadgeCounters {
  num_unread_messages?: number;
  credits?: number;
  num_new_likes?: number;
  /** Credits owed after a chargeback of spent credits (0 once settled). */
  credit_debt?: number;
  /** True once the first purchase made the member premium (for life). */
  paid_user?: boolean;
  /** Present (null) when the member's time bonus ended: paid, or its window passed. */
  time_bonus?: null;
}

export interface ServerEventPayloads {
  /**
   * The member's session ended (logout elsewhere, expiry, or a moderator disabled the account:
   * the client drops its state and, when disabled, shows the ban page).
   */
  'session.ended': { reason: 'logout' | 'expired' | 'disabled' };
  /**
   * A message was stored; sent to both members. Gaps in `seq` mean: fetch after the last
   * seq held. `counters` are the receiving member's own after it: the recipient's unread
   * total, the sender's credits (one frame per member instead of two).
   */
  'message.created': { message: ChatMessage; counters: BadgeCounters };
  /** The member's badge counters changed; only the fields that changed are present. */
  'counters.changed': BadgeCounters;
  /** One of the member's payments changed status (the return page follows it without polling). */
  'payment.updated': { payment: { id: number; status: PaymentStatus } };
  /** Someone liked the member (only a like that did not exist before); sent to the liked member. */
  'like.created': { liked_by: { id: number; like_new: boolean } };
  /** The like made the two members like each other; sent to both, naming the other member. */
  'match.created': { profile_id: number };
  /**
   * The partner read the conversation up to `last_read_seq`. Sent to the sender of those
   * messages only when both members have read receipts on (the setting is reciprocal).
   */
  'message.read': { conversation: { id: number }; reader_id: number; last_read_seq: number };
  /** The partner started or stopped typing; relayed by the gateway, never between a blocked pair. */
  'typing.changed': { conversation: { id: number }; profile_id: number; typing: boolean };
  /**
   * A member this one shares a chat or a like with deleted their account: open lists, the
   * conversation and the member page drop them (docs/product.md#leaving); the badges follow from
   * the lists fetched again.
   */
  'member.left': { profile_id: number };
}

export interface ClientEventPayloads {
  /** Liveness probe; the gateway acknowledges with the server time. */
  ping: { sentAt: number };
  /**
   * The member is typing in a conversation (true) or stopped (false). Clients send `true`
   * at most every 3 s while keys are pressed and `false` on send/blur; the gateway relays
   * it to the partner only if the sender belongs to the conversation.
   */
  typing: { conversation_id: number; typing: boolean };
  /**
   * A text message, sent over the member's socket instead of `POST /api/chats/messages`:
   * the same fields, rules, price and idempotency (a client_id sent before answers with the
   * original message and charges nothing). Acknowledged once the message is stored or refused.
   */
  'message.send': { profile_id: number; client_id: string; body: string };
  /**
   * The page holding the socket became visible or hidden (document.visibilityState); the
   * handshake may say it first (`auth: { visible }`). A member with a visible socket gets no
   * push; one without any socket gets mail too (docs/product.md#notifications).
   */
  'presence.visibility': { visible: boolean };
}

/**
 * The answer to `message.send`: what the HTTP send answers, with its status (201 new,
 * 200 a repeated client_id), or the HTTP error body with the status the HTTP send would have.
 */
export type MessageSendAck = ({ status: 200 | 201 } & SendMessageResponse) | ({ status: number } & ApiErrorBody);

/** Client events the gateway acknowledges, and what it answers. */
export interface ClientEventAcks {
  ping: { serverTime: number };
  typing: { ok: boolean };
  'message.send': MessageSendAck;
  'presence.visibility': { ok: boolean };
}

export type ServerEventName = keyof ServerEventPayloads;
export type ClientEventName = keyof ClientEventPayloads;

/** Socket.IO listener signatures derived from the payload maps. */
export type ServerToClientEvents = {
  [K in ServerEventName]: (payload: ServerEventPayloads[K]) => void;
};
export type ClientToServerEvents = {
  [K in ClientEventName]: (payload: ClientEventPayloads[K], ack?: (reply: ClientEventAcks[K]) => void) => void;
};

/** An event for one member: [member to tell, event, payload]. */
export type MemberEvent = { [K in ServerEventName]: [number, K, ServerEventPayloads[K]] }[ServerEventName];

/** Every event a new message causes, in order. */
export function messageCreatedEvents(
  senderId: number,
  recipientId: number,
  message: ChatMessage,
  senderCredits: number,
  recipientUnread: number,
): MemberEvent[] {
  return [
    [recipientId, 'message.created', { message, counters: { num_unread_messages: recipientUnread } }],
    [senderId, 'message.created', { message, counters: { credits: senderCredits } }],
  ];
}

/** Room every socket of a member joins; the backend emits to it. */
export const userRoom = (userId: number | string): string => `user:${userId}`;

/** Room of one session's sockets, so logout disconnects exactly those. */
export const sessionRoom = (tokenHash: string): string => `session:${tokenHash}`;
