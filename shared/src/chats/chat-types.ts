// Response shapes of the chat API (docs/product.md#chats).
import type { MemberCard } from '../members/member-types';
import type { GiftId } from './gifts';

export const MESSAGE_KINDS = ['text', 'photo', 'gift'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface ChatMessage {
  id: number;
  conversation: { id: number };
  /** Gap-free per conversation, assigned by the server: the catch-up cursor. */
  seq: number;
  sender_id: number;
  client_id: string;
  kind: MessageKind;
  /** The text of a text message; empty for photos and gifts. */
  body: string;
  /** Set for kind `photo`: stored names, turned into URLs with the site's cdn_prefix like profile photos. */
  photo: { filename: string; thumb_filename: string } | null;
  /** Set for kind `gift`: an id of the gift catalogue (GIFTS). */
  gift_id: GiftId | null;
  created_at: string;
}

/** One entry of `GET /api/chats.php`. */
export interface ChatItem {
  conversation: { id: number; last_seq: number; last_message: ChatMessage | null };
  profile: MemberCard;
  num_unread_messages: number;
}

export interface ChatsResponse {
  chats: ChatItem[];
  /** Unread messages over all of the viewer's conversations (the Messages badge). */
  num_unread_messages: number;
  /** The viewer's email is not confirmed yet: partners cannot reply until it is. */
  awaiting_confirmation: boolean;
}

/** `POST /api/chats/messages`: 201 for a new message, 200 when the client_id was already sent. */
export interface SendMessageResponse {
  message: ChatMessage;
  /** Credits left after this send (unchanged for a repeated client_id). */
  credits: number;
  awaiting_confirmation: boolean;
}

/** `GET /api/chats/:id/messages?after_seq=N` or `?latest=N`: oldest first. */
export interface ChatMessagesResponse {
  conversation: { id: number; last_seq: number };
  profile: MemberCard;
  messages: ChatMessage[];
  /** More messages after the last one returned: ask again with its seq. */
  has_more: boolean;
  /**
   * The viewer may see messages before the page's start (at or below `after_seq`, or older than
   * the newest `latest`): false when the page starts at the conversation's first message, the
   * viewer's removal of the chat, or a free member's history limit.
   */
  has_earlier: boolean;
  /** A free member's history limit hid older messages. */
  older_hidden: boolean;
  /**
   * Highest seq of the viewer's own messages the partner has read, or null when either
   * member has read receipts turned off (reciprocal, spec: read state).
   */
  partner_read_seq: number | null;
}

export interface ChatReadResponse {
  num_unread_messages: number;
}

export interface ChatRemoveResponse {
  removed: number;
  num_unread_messages: number;
}
