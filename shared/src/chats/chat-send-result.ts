// What the database's chat_send answers for one message, and how a refusal reads to the
// client. Backend (HTTP sends) and gateway (socket sends) both map results with these.
import type { ErrorCode } from '../errors';
import { FREE_CONVERSATIONS } from '../constants';
import type { ChatMessage, MessageKind, SendMessageResponse } from './chat-types';
import { isGiftId } from './gifts';

/** A messages row as the chat queries select it, or as chat_send returns it in JSON. */
export interface MessageRow {
  id: string | number;
  conversation_id: number;
  seq: number;
  sender_id: number;
  client_id: string;
  kind: MessageKind;
  body: string;
  photo_filename: string | null;
  photo_thumb_filename: string | null;
  gift_id: string | null;
  created_at: Date | string;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    conversation: { id: row.conversation_id },
    seq: row.seq,
    sender_id: row.sender_id,
    client_id: row.client_id,
    kind: row.kind,
    body: row.body,
    photo:
      row.photo_filename && row.photo_thumb_filename ? { filename: row.photo_filename, thumb_filename: row.photo_thumb_filename } : null,
    // A gift later dropped from the catalogue shows as a gift without a known picture.
    gift_id: isGiftId(row.gift_id) ? row.gift_id : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The ledger reason of each kind's debit (credit_entries.reason). */
export const SEND_LEDGER_REASON = { text: 'message', photo: 'photo_message', gift: 'gift' } as const satisfies Record<MessageKind, string>;

/** One result of `chat_send`: the new or earlier message, or why nothing was sent. */
export type ChatSendResult =
  | { outcome: 'created'; message: MessageRow; credits: number; unread: number; sender_status: string }
  | { outcome: 'retried'; message: MessageRow & { partner_id: number }; credits: number; sender_status: string }
  | { outcome: 'message_too_long'; max: number }
  /** `credit_debt`: what the sender owes after a chargeback of spent credits (0 for almost everyone). */
  | { outcome: 'not_enough_credits'; price: number; credits: number; credit_debt?: number }
  /** A limited sender (new, unconfirmed, recently reported) at its per-minute limit to real members (docs/product.md#trust). */
  | { outcome: 'trust_rate_limited'; seconds: number; limit: number }
  | {
      outcome:
        | 'member_not_found'
        | 'authentication_required'
        | 'blocked_by_member'
        | 'partner_not_confirmed'
        | 'premium_required'
        | 'fictional_cannot_start'
        | 'photo_requires_confirmation'
        | 'held_for_review';
    };

export type ChatSendRefusalResult = Exclude<ChatSendResult, { outcome: 'created' | 'retried' }>;

/** An error to answer with: the contract's code, its HTTP status, the fields it is about and the values its message names. */
export interface SendRefusal {
  code: ErrorCode;
  status: number;
  /** Validation failures: the rules each named field broke. */
  fields?: Record<string, string[]>;
  details?: Record<string, string | number>;
}

/** The error a refused send answers with (the same over HTTP and over the socket). */
function sendRefusal(result: ChatSendRefusalResult): SendRefusal {
  switch (result.outcome) {
    case 'member_not_found':
      return { code: 'member_not_found', status: 404 };
    case 'authentication_required':
    case 'blocked_by_member':
    case 'partner_not_confirmed':
    case 'fictional_cannot_start':
    case 'photo_requires_confirmation':
    case 'held_for_review':
      return { code: result.outcome, status: 403 };
    case 'trust_rate_limited':
      return { code: 'trust_rate_limited', status: 429, details: { seconds: result.seconds, limit: result.limit } };
    case 'message_too_long':
      return { code: 'message_too_long', status: 400, details: { max: result.max } };
    case 'premium_required':
      return { code: 'premium_required', status: 403, details: { limit: FREE_CONVERSATIONS } };
    case 'not_enough_credits':
      // A member who owes credits holds none; the debt, not the price, is what to tell them
      // (and that the next purchase settles it first). Both offer buying credits.
      if ((result.credit_debt ?? 0) > 0) {
        return {
          code: 'credit_debt_outstanding',
          status: 402,
          details: { price: result.price, credits: result.credits, credit_debt: result.credit_debt! },
        };
      }
      return { code: 'not_enough_credits', status: 402, details: { price: result.price, credits: result.credits } };
  }
}

/** What a send comes to, for either transport: a new message, the earlier one again, or a refusal. */
export type SettledSend =
  | { outcome: 'created'; response: SendMessageResponse; unread: number }
  | { outcome: 'retried'; response: SendMessageResponse }
  | { outcome: 'refused'; refusal: SendRefusal };

/**
 * Reads one chat_send result for a send of `kind` to `recipientId`. A client_id the sender
 * used before is the same send again only when it went to the same partner as the same
 * kind; anything else is a client bug answered with a conflict.
 */
export function settleSend(result: ChatSendResult, recipientId: number, kind: MessageKind): SettledSend {
  switch (result.outcome) {
    case 'created':
      return { outcome: 'created', response: sendResponse(result), unread: result.unread };
    case 'retried':
      if (result.message.partner_id !== recipientId || result.message.kind !== kind) {
        return { outcome: 'refused', refusal: { code: 'client_id_reused', status: 409 } };
      }
      return { outcome: 'retried', response: sendResponse(result) };
    default:
      return { outcome: 'refused', refusal: sendRefusal(result) };
  }
}

function sendResponse(result: { message: MessageRow; credits: number; sender_status: string }): SendMessageResponse {
  return {
    message: toChatMessage(result.message),
    credits: result.credits,
    awaiting_confirmation: result.sender_status === 'not_confirmed',
  };
}
