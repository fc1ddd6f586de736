import type { MessageRow } from '@amoretto/shared';
import type { DataSource } from 'typeorm';
import { preparedQuery, returnedRows, type Queryable } from '@amoretto/shared/db';
import { CARD_COLUMNS_ANY_STATUS } from '../members/member-card-sql';

// Every statement of the chats module (conversations, messages, read positions), with the
// rows it returns. Sending itself is the database function chat_send (@amoretto/shared/db).

async function select<T>(db: Queryable, sql: string, params: unknown[]): Promise<T[]> {
  return (await db.query(sql, params)) as T[];
}

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.seq, m.sender_id, m.client_id, m.kind, m.body,
  m.photo_filename, m.photo_thumb_filename, m.gift_id, m.created_at`;

/** The partner's card columns for `u` (what toMemberCard reads); a disabled profile shows its name only. */
const PARTNER_CARD_COLUMNS = `u.id AS partner_id, ${CARD_COLUMNS_ANY_STATUS}`;

export interface PartnerCardRow {
  partner_id: number;
  name: string;
  date_of_birth: string;
  country: string;
  fictional: boolean;
  city: string | null;
  region: string | null;
  thumb: string | null;
}

/** SQL for "the viewer's side" of a conversation row `c`, viewer id in `$1`. */
const mine = (column: 'unread' | 'cleared_seq'): string => `(CASE WHEN c.user_a_id = $1 THEN c.a_${column} ELSE c.b_${column} END)`;
const PARTNER_ID = `(CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END)`;

/** A side of a conversation row: the member with the lower id is `a`. */
export type Side = 'a' | 'b';

export interface ConversationRow {
  id: number;
  user_a_id: number;
  user_b_id: number;
  last_seq: number;
  a_cleared_seq: number;
  b_cleared_seq: number;
}

/** One entry of the chat list: the conversation, the viewer's unread count, the partner's card and the last message (columns null without one). */
export type ChatListRow = PartnerCardRow & MessageRow & { cid: number; last_seq: number; unread: number; message_id: string | null };

/**
 * GET /api/chats.php's one statement (every member's tab polls it): the viewer's status beside
 * their conversations with a message after their last removal and a partner neither deleted
 * nor disabled, newest first. Always one row at least: without a conversation, `cid` is null.
 */
export const CHAT_LIST_SQL = `SELECT v.status AS viewer_status, x.*
  FROM users v
  LEFT JOIN LATERAL (
    SELECT c.id AS cid, c.last_seq, ${mine('unread')} AS unread, ${PARTNER_CARD_COLUMNS},
           ${MESSAGE_COLUMNS}, m.id AS message_id, c.last_message_at AS x_at
      FROM conversations c
      JOIN users u ON u.id = ${PARTNER_ID}
      LEFT JOIN messages m ON m.conversation_id = c.id AND m.seq = c.last_seq
     WHERE (c.user_a_id = $1 OR c.user_b_id = $1) AND u.status <> 'deleted' AND u.profile_status = 'active'
       AND c.last_seq > ${mine('cleared_seq')}
  ) x ON true
  WHERE v.id = $1
  ORDER BY x.x_at DESC NULLS LAST, x.cid DESC`;

/** A row of CHAT_LIST_SQL: the viewer's status, and a chat unless `cid` is null. */
export type ChatListQueryRow = { viewer_status: string } & (ChatListRow | { cid: null });

/** As a named prepared statement: parsed once per connection. */
export function chatList(db: DataSource, viewerId: number): Promise<ChatListQueryRow[]> {
  return preparedQuery<ChatListQueryRow>(db, CHAT_LIST_SQL, [viewerId]);
}

/** What the chat needs to know of the viewer themself. */
export interface ViewerRow {
  status: string;
  paid_user: boolean;
}

export async function chatViewer(db: Queryable, viewerId: number): Promise<ViewerRow | null> {
  const [row] = await select<ViewerRow>(db, `SELECT status, paid_user FROM users WHERE id = $1`, [viewerId]);
  return row ?? null;
}

/** The viewer's conversation, or null when it is not theirs or the partner is deleted or disabled. */
export async function viewersConversation(db: Queryable, viewerId: number, conversationId: number): Promise<ConversationRow | null> {
  const [row] = await select<ConversationRow>(
    db,
    `SELECT c.id, c.user_a_id, c.user_b_id, c.last_seq, c.a_cleared_seq, c.b_cleared_seq
       FROM conversations c JOIN users u ON u.id = ${PARTNER_ID}
      WHERE c.id = $2 AND (c.user_a_id = $1 OR c.user_b_id = $1) AND u.status <> 'deleted' AND u.profile_status = 'active'`,
    [viewerId, conversationId],
  );
  return row ?? null;
}

/** Up to `limit` messages of a conversation with seq above `afterSeq`, oldest first. */
export function messagesAfter(db: Queryable, conversationId: number, afterSeq: number, limit: number): Promise<MessageRow[]> {
  return select<MessageRow>(
    db,
    `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.seq > $2 ORDER BY m.seq LIMIT $3`,
    [conversationId, afterSeq, limit],
  );
}

export async function partnerCard(db: Queryable, partnerId: number): Promise<PartnerCardRow | null> {
  const [row] = await select<PartnerCardRow>(db, `SELECT ${PARTNER_CARD_COLUMNS} FROM users u WHERE u.id = $1`, [partnerId]);
  return row ?? null;
}

export async function clearUnread(db: Queryable, conversationId: number, side: Side): Promise<void> {
  await db.query(`UPDATE conversations SET ${side}_unread = 0 WHERE id = $1`, [conversationId]);
}

/**
 * Removes from the viewer's list the conversation with this id, or every one with this
 * partner, that has a message after the viewer's last removal: only the viewer's side is
 * cleared. The ids of the conversations removed.
 */
export async function removeChats(
  db: Queryable,
  viewerId: number,
  target: { conversationId: number } | { profileId: number },
): Promise<number[]> {
  const byConversation = 'conversationId' in target;
  const rows = returnedRows<{ id: number }>(
    await db.query(
      `UPDATE conversations c
          SET a_cleared_seq = CASE WHEN c.user_a_id = $1 THEN c.last_seq ELSE c.a_cleared_seq END,
              a_unread      = CASE WHEN c.user_a_id = $1 THEN 0 ELSE c.a_unread END,
              b_cleared_seq = CASE WHEN c.user_b_id = $1 THEN c.last_seq ELSE c.b_cleared_seq END,
              b_unread      = CASE WHEN c.user_b_id = $1 THEN 0 ELSE c.b_unread END
        WHERE (c.user_a_id = $1 OR c.user_b_id = $1)
          AND ${byConversation ? 'c.id = $2' : `${PARTNER_ID} = $2`}
          AND c.last_seq > ${mine('cleared_seq')}
       RETURNING c.id`,
      [viewerId, byConversation ? target.conversationId : target.profileId],
    ),
  );
  return rows.map((row) => row.id);
}

// Read positions: each side's `<side>_read_seq`.

/** The side's read position, locking the conversation row (concurrent reads are ordered by it). */
export async function lockedReadSeq(db: Queryable, conversationId: number, side: Side): Promise<number | null> {
  const [row] = await select<{ seq: number }>(db, `SELECT ${side}_read_seq AS seq FROM conversations WHERE id = $1 FOR UPDATE`, [
    conversationId,
  ]);
  return row?.seq ?? null;
}

/** The side has read up to the last message: its new position, and whether both members have receipts on. */
export async function readToLast(
  db: Queryable,
  conversationId: number,
  side: Side,
  memberIds: [number, number],
): Promise<{ seq: number; both_on: boolean }> {
  const [row] = returnedRows<{ seq: number; both_on: boolean }>(
    await db.query(
      `UPDATE conversations SET ${side}_read_seq = last_seq WHERE id = $1
       RETURNING ${side}_read_seq AS seq, (SELECT bool_and(read_receipts) FROM users WHERE id IN ($2, $3)) AS both_on`,
      [conversationId, ...memberIds],
    ),
  );
  return row!;
}

/** The side's read position, or null unless both members have receipts on. */
export async function readSeqIfBothOn(
  db: Queryable,
  conversationId: number,
  side: Side,
  memberIds: [number, number],
): Promise<number | null> {
  const [row] = await select<{ seq: number | null }>(
    db,
    `SELECT CASE WHEN (SELECT bool_and(read_receipts) FROM users WHERE id IN ($2, $3)) THEN c.${side}_read_seq END AS seq
       FROM conversations c WHERE c.id = $1`,
    [conversationId, ...memberIds],
  );
  return row?.seq ?? null;
}

export async function setReadReceipts(db: Queryable, userId: number, enabled: boolean): Promise<void> {
  await db.query(`UPDATE users SET read_receipts = $2 WHERE id = $1`, [userId, enabled]);
}

// Sending (around chat_send).

/** The sender as a send's answer needs them; null when deleted. */
export interface SenderRow {
  id: number;
  status: string;
  paid_user: boolean;
  country: string;
  credits: number;
  site_id: number;
}

export async function liveSender(db: Queryable, senderId: number): Promise<SenderRow | null> {
  const [row] = await select<SenderRow>(
    db,
    `SELECT id, status, paid_user, country, credits, site_id FROM users WHERE id = $1 AND status <> 'deleted'`,
    [senderId],
  );
  return row ?? null;
}

/** A message the sender already sent with this client_id, with the partner it went to. */
export async function sentWithClientId(
  db: Queryable,
  senderId: number,
  clientId: string,
): Promise<(MessageRow & { partner_id: number }) | null> {
  const [row] = await select<MessageRow & { partner_id: number }>(
    db,
    `SELECT ${MESSAGE_COLUMNS}, CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END AS partner_id
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.sender_id = $1 AND m.client_id = $2`,
    [senderId, clientId],
  );
  return row ?? null;
}
