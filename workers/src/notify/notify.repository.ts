import type { Locale, MessageKind } from '@amoretto/shared';
import { returnedRows, unreadTotalOf, type Queryable } from '@amoretto/shared/db';

// The notification jobs' statements (docs/product.md#notifications).

/** The member being told, with what decides whether and how. */
export interface NotifyRecipient {
  id: number;
  name: string;
  language: Locale;
  status: string;
  fictional: boolean;
  push_previews: boolean;
}

/** The member the notification names. */
export interface NotifyActor {
  id: number;
  name: string;
  fictional: boolean;
  age: number;
  city: string | null;
}

const ACTOR_COLUMNS = `u.id, u.name, u.fictional, date_part('year', age(u.date_of_birth))::int AS age, u.city`;

export async function notifyRecipient(db: Queryable, userId: number): Promise<NotifyRecipient | null> {
  const [row] = (await db.query(
    `SELECT id, name, language, status, fictional, push_previews FROM users WHERE id = $1 AND status <> 'deleted'`,
    [userId],
  )) as NotifyRecipient[];
  return row ?? null;
}

/**
 * The member named in a notification, when the recipient may still see them: not deleted, not
 * moderated away, no block either way (as the likes and chat lists show members).
 */
export async function visibleActor(db: Queryable, recipientId: number, actorId: number): Promise<NotifyActor | null> {
  const [row] = (await db.query(
    `SELECT ${ACTOR_COLUMNS} FROM users u
      WHERE u.id = $2 AND u.status <> 'deleted' AND u.profile_status = 'active'
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))`,
    [recipientId, actorId],
  )) as NotifyActor[];
  return row ?? null;
}

export interface NotifyMessage {
  kind: MessageKind;
  body: string | null;
  /** How far the recipient has read the conversation. */
  read_seq: number;
}

/** A message with the recipient's read position; null when the message or conversation is gone. */
export async function notifyMessage(db: Queryable, messageId: number, recipientId: number): Promise<NotifyMessage | null> {
  const [row] = (await db.query(
    `SELECT m.kind, m.body, CASE WHEN c.user_a_id = $2 THEN c.a_read_seq ELSE c.b_read_seq END AS read_seq
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.id = $1 AND (c.user_a_id = $2 OR c.user_b_id = $2)`,
    [messageId, recipientId],
  )) as NotifyMessage[];
  return row ?? null;
}

/** The app badge: unread messages plus new likes from members the member may see (as the site counts them). */
export async function badgeCount(db: Queryable, userId: number): Promise<number> {
  const [likes] = (await db.query(
    `SELECT count(*)::int AS n FROM likes l JOIN users u ON u.id = l.liker_id
      WHERE l.liked_id = $1 AND l.like_new AND u.status <> 'deleted' AND u.profile_status = 'active'
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))`,
    [userId],
  )) as Array<{ n: number }>;
  return (await unreadTotalOf(db, userId)) + likes!.n;
}

export interface ConversationNotifyState {
  pushed_at: Date | null;
  pushed_seq: number | null;
  mailed_at: Date | null;
  mailed_seq: number | null;
}

/**
 * The member's notification state of a conversation, locked for the caller's transaction, so
 * that two messages of one conversation handled at once decide one after the other.
 */
export async function lockConversationState(db: Queryable, userId: number, conversationId: number): Promise<ConversationNotifyState> {
  await db.query(`INSERT INTO notify_conversation_state (user_id, conversation_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    userId,
    conversationId,
  ]);
  const [row] = (await db.query(
    `SELECT pushed_at, pushed_seq, mailed_at, mailed_seq FROM notify_conversation_state
      WHERE user_id = $1 AND conversation_id = $2 FOR UPDATE`,
    [userId, conversationId],
  )) as ConversationNotifyState[];
  return row!;
}

export async function recordPushed(db: Queryable, userId: number, conversationId: number, at: Date, seq: number): Promise<void> {
  await db.query(`UPDATE notify_conversation_state SET pushed_at = $3, pushed_seq = $4 WHERE user_id = $1 AND conversation_id = $2`, [
    userId,
    conversationId,
    at,
    seq,
  ]);
}

/** Takes back a push noted by recordPushed that reached no browser, unless a later push was noted since. */
export async function unrecordPushed(
  db: Queryable,
  userId: number,
  conversationId: number,
  noted: { at: Date; seq: number },
  previous: { pushed_at: Date | null; pushed_seq: number | null },
): Promise<void> {
  await db.query(
    `UPDATE notify_conversation_state SET pushed_at = $5, pushed_seq = $6
      WHERE user_id = $1 AND conversation_id = $2 AND pushed_at = $3 AND pushed_seq = $4`,
    [userId, conversationId, noted.at, noted.seq, previous.pushed_at, previous.pushed_seq],
  );
}

export async function recordMailed(db: Queryable, userId: number, conversationId: number, at: Date, seq: number): Promise<void> {
  await db.query(`UPDATE notify_conversation_state SET mailed_at = $3, mailed_seq = $4 WHERE user_id = $1 AND conversation_id = $2`, [
    userId,
    conversationId,
    at,
    seq,
  ]);
}

export async function likeExists(db: Queryable, likerId: number, likedId: number): Promise<boolean> {
  return ((await db.query(`SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2`, [likerId, likedId])) as unknown[]).length > 0;
}

/** When the member's last likes mail went out, locked for the caller's transaction. */
export async function lockLikesMailedAt(db: Queryable, userId: number): Promise<Date | null> {
  await db.query(`INSERT INTO notify_member_state (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [userId]);
  const [row] = (await db.query(`SELECT likes_mailed_at FROM notify_member_state WHERE user_id = $1 FOR UPDATE`, [userId])) as Array<{
    likes_mailed_at: Date | null;
  }>;
  return row!.likes_mailed_at;
}

export async function recordLikesMailed(db: Queryable, userId: number, at: Date): Promise<void> {
  await db.query(`UPDATE notify_member_state SET likes_mailed_at = $2 WHERE user_id = $1`, [userId, at]);
}

/** New likes the member got after `since` (all when null) from members they may see, newest first. */
export async function newLikersSince(db: Queryable, userId: number, since: Date | null, limit: number): Promise<NotifyActor[]> {
  return (await db.query(
    `SELECT ${ACTOR_COLUMNS} FROM likes l JOIN users u ON u.id = l.liker_id
      WHERE l.liked_id = $1 AND l.like_new AND ($2::timestamptz IS NULL OR l.created_at > $2)
        AND u.status <> 'deleted' AND u.profile_status = 'active'
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
      ORDER BY l.created_at DESC, u.id DESC LIMIT $3`,
    [userId, since, limit],
  )) as NotifyActor[];
}

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function pushSubscriptionsOf(db: Queryable, userId: number): Promise<PushSubscriptionRow[]> {
  return (await db.query(`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY id`, [
    userId,
  ])) as PushSubscriptionRow[];
}

/** A subscription the push service says is gone (404/410); true when it was still there. */
export async function deletePushSubscription(db: Queryable, id: number): Promise<boolean> {
  return returnedRows(await db.query(`DELETE FROM push_subscriptions WHERE id = $1 RETURNING id`, [id])).length > 0;
}
