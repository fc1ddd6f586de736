import type { Queryable } from '@amoretto/shared/db';
import type { MemberRelation, ProfileField, PublicProfile } from '@amoretto/shared';
import type { SearchSql } from '../search/search-sql';
import type { CardRow } from './member-card';
import { CARD_COLUMNS_ANY_STATUS } from './member-card-sql';

// Every statement of the members module (member pages, relations between two members,
// blocks), with the rows it returns. The likes table's own statements are in likes/likes.repository.ts.

export interface TargetMember {
  id: number;
  profile_status: 'active' | 'disabled';
}

/** A member that is not deleted, with whether moderation took their profile down; null otherwise. */
export async function existingMember(db: Queryable, id: number): Promise<TargetMember | null> {
  const [member] = (await db.query(`SELECT id, profile_status FROM users WHERE id = $1 AND status <> 'deleted'`, [id])) as TargetMember[];
  return member ?? null;
}

/**
 * Serialises every like and block change between the same two members (either direction),
 * so a like can never slip in beside a block that is being written at the same moment.
 * Two-key advisory lock on the ordered pair, released at the end of the transaction; the
 * database function chat_send takes the same lock for every message.
 */
export async function lockPair(db: Queryable, a: number, b: number): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [Math.min(a, b), Math.max(a, b)]);
}

export async function blockedEitherWay(db: Queryable, a: number, b: number): Promise<boolean> {
  const rows = (await db.query(
    `SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
    [a, b],
  )) as unknown[];
  return rows.length > 0;
}

export async function hasBlocked(db: Queryable, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId])) as unknown[];
  return rows.length > 0;
}

export async function relationBetween(db: Queryable, viewerId: number, memberId: number): Promise<MemberRelation> {
  const [row] = (await db.query(
    `SELECT EXISTS (SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2) AS liked,
            EXISTS (SELECT 1 FROM likes WHERE liker_id = $2 AND liked_id = $1) AS liked_me,
            EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocked`,
    [viewerId, memberId],
  )) as MemberRelation[];
  return { liked: row!.liked, liked_me: row!.liked_me, blocked: row!.blocked };
}

/** The viewer and everyone blocked by them or blocking them: never listed to the viewer. */
export async function excludedFor(db: Queryable, viewerId: number): Promise<number[]> {
  const rows = (await db.query(
    `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
     UNION SELECT blocker_id FROM blocks WHERE blocked_id = $1`,
    [viewerId],
  )) as Array<{ id: number }>;
  return [viewerId, ...rows.map((r) => r.id)];
}

/** Idempotent: an existing block stays as it is. */
export async function insertBlock(db: Queryable, blockerId: number, blockedId: number): Promise<void> {
  await db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [blockerId, blockedId]);
}

export async function deleteBlock(db: Queryable, blockerId: number, blockedId: number): Promise<void> {
  await db.query(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
}

/** A conversation stores its two members as the ordered pair (user_a_id < user_b_id). */
const orderedPair = (a: number, b: number): [number, number] => [Math.min(a, b), Math.max(a, b)];

/** The stored photo files of the messages in the two members' conversation. */
export async function chatPhotosOfPair(db: Queryable, a: number, b: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT m.photo_filename FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE c.user_a_id = $1 AND c.user_b_id = $2 AND m.photo_filename IS NOT NULL`,
    orderedPair(a, b),
  )) as Array<{ photo_filename: string }>;
  return rows.map((row) => row.photo_filename);
}

/** Removes the two members' conversation; its messages go with it (ON DELETE CASCADE). */
export async function deletePairConversation(db: Queryable, a: number, b: number): Promise<void> {
  await db.query(`DELETE FROM conversations WHERE user_a_id = $1 AND user_b_id = $2`, orderedPair(a, b));
}

/** The cards of whom the viewer blocked, most recent first (disabled profiles by name only). */
export async function blockedCards(db: Queryable, viewerId: number): Promise<CardRow[]> {
  return (await db.query(
    `SELECT u.id, ${CARD_COLUMNS_ANY_STATUS}
       FROM blocks b JOIN users u ON u.id = b.blocked_id
      WHERE b.blocker_id = $1 AND u.status <> 'deleted'
      ORDER BY b.created_at DESC, b.blocked_id DESC`,
    [viewerId],
  )) as CardRow[];
}

/** The user columns a page is built from: the public fields as stored, plus what decides their visibility. */
export interface ProfileRow extends Pick<
  PublicProfile,
  | 'id'
  | 'name'
  | 'gender'
  | 'sexuality'
  | 'country'
  | 'region'
  | 'city'
  | 'hair_colour'
  | 'eye_colour'
  | 'body_type'
  | 'relationship_status'
  | 'interests'
  | 'about_me'
  | 'fictional'
> {
  date_of_birth: string;
  profile_status: 'active' | 'disabled';
  /** Of the member's own site. */
  visible_profile_fields: ProfileField[];
}

/** A member page's profile, null for an unknown or deleted member. */
export async function profileRow(db: Queryable, id: number): Promise<ProfileRow | null> {
  const [row] = (await db.query(
    `SELECT u.id, u.name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.profile_status, u.gender, u.sexuality,
            u.country, u.region, u.city, u.hair_colour, u.eye_colour, u.body_type, u.relationship_status, u.interests,
            CASE WHEN u.about_me_hidden THEN NULL ELSE u.about_me END AS about_me, u.fictional, s.visible_profile_fields
       FROM users u JOIN sites s ON s.id = u.site_id
      WHERE u.id = $1 AND u.status <> 'deleted'`,
    [id],
  )) as ProfileRow[];
  return row ?? null;
}

export async function isPremium(db: Queryable, userId: number): Promise<boolean> {
  const [row] = (await db.query(`SELECT paid_user FROM users WHERE id = $1`, [userId])) as Array<{ paid_user: boolean }>;
  return row?.paid_user === true;
}

export interface PhotoRow {
  id: number;
  filename: string;
  thumb_filename: string;
}

/** Active photos, main image first. */
export async function activePhotos(db: Queryable, userId: number): Promise<PhotoRow[]> {
  return (await db.query(`SELECT id, filename, thumb_filename FROM photos WHERE user_id = $1 AND status = 'active' ORDER BY position, id`, [
    userId,
  ])) as PhotoRow[];
}

/** The first `limit` cards a related or similar list (built on the search statements) finds. */
export async function listedCards(db: Queryable, sql: SearchSql, limit: number): Promise<CardRow[]> {
  const text = sql.page(limit, null);
  return (await db.query(text, sql.params)) as CardRow[];
}
