import type { DataSource } from 'typeorm';
import { FREE_CONVERSATIONS } from '../constants';
import { SEND_LEDGER_REASON, type ChatSendResult } from '../chats/chat-send-result';
import type { GiftId } from '../chats/gifts';
import { preparedQuery } from './prepared-query';

// The calls of the database functions chat_send and chat_send_many (db/functions/*.sql):
// the backend sends every kind through chat_send, the gateway batches socket texts through
// chat_send_many. Both pass the same ledger reasons and free-conversation limit.

/** What a new message carries; each kind has exactly its own content (the messages CHECKs agree). */
export type SentContent =
  | { kind: 'text'; body: string }
  | { kind: 'photo'; photo: { filename: string; thumb_filename: string } }
  | { kind: 'gift'; gift_id: GiftId };

const SEND = `SELECT chat_send($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS result`;

/** One message of any kind: locks, checks, price, debit and message in one transaction and one round trip. */
export async function chatSend(
  db: DataSource,
  senderId: number,
  recipientId: number,
  clientId: string,
  content: SentContent,
): Promise<ChatSendResult> {
  const [row] = await preparedQuery<{ result: ChatSendResult }>(db, SEND, [
    senderId,
    recipientId,
    clientId,
    content.kind,
    content.kind === 'text' ? content.body : '',
    content.kind === 'photo' ? content.photo.filename : null,
    content.kind === 'photo' ? content.photo.thumb_filename : null,
    content.kind === 'gift' ? content.gift_id : null,
    SEND_LEDGER_REASON[content.kind],
    FREE_CONVERSATIONS,
  ]);
  return row!.result;
}

export interface TextSend {
  senderId: number;
  recipientId: number;
  clientId: string;
  body: string;
}

const SEND_MANY = 'SELECT result FROM chat_send_many($1::int[], $2::int[], $3::uuid[], $4::text[], $5, $6) AS result';

/** Text messages in one call and one transaction, in the order given; one result per message, in that order. */
export async function chatSendMany(db: DataSource, sends: readonly TextSend[]): Promise<ChatSendResult[]> {
  const rows = await preparedQuery<{ result: ChatSendResult }>(db, SEND_MANY, [
    sends.map((s) => s.senderId),
    sends.map((s) => s.recipientId),
    sends.map((s) => s.clientId),
    sends.map((s) => s.body),
    SEND_LEDGER_REASON.text,
    FREE_CONVERSATIONS,
  ]);
  return rows.map((r) => r.result);
}
