import { PROFILE_FIELDS, type ProfileField } from '@amoretto/shared';
import { SEARCHABLE_MEMBER, type PhotoEntity, type UserEntity, type Queryable } from '@amoretto/shared/db';
import type { CardRow } from '../members/member-card';
import { CARD_COLUMNS } from '../members/member-card-sql';
import type { StoredPhoto } from '../photos/photo-storage.service';

// Every statement of the profiles module (a member's own profile and photos), with the rows it returns.

export interface LockedMember {
  id: number;
  paid_user: boolean;
  site_id: number;
  country: string;
  region: string | null;
}

/** The member's users row, locked until the surrounding transaction ends; null for an unknown or deleted member. */
export async function lockedMember(db: Queryable, userId: number): Promise<LockedMember | null> {
  const [member] = (await db.query(
    `SELECT id, paid_user, site_id, country, region FROM users WHERE id = $1 AND status <> 'deleted' FOR UPDATE`,
    [userId],
  )) as LockedMember[];
  return member ?? null;
}

/** Whether the member is premium, read without a lock; null for an unknown member. */
export async function memberPlan(db: Queryable, userId: number): Promise<Pick<LockedMember, 'id' | 'paid_user'> | null> {
  const [member] = (await db.query(`SELECT id, paid_user FROM users WHERE id = $1`, [userId])) as Array<
    Pick<LockedMember, 'id' | 'paid_user'>
  >;
  return member ?? null;
}

/** The profile fields a site shows (and so lets its members fill in). */
export async function siteProfileFields(db: Queryable, siteId: number): Promise<ProfileField[]> {
  const [site] = (await db.query(`SELECT visible_profile_fields FROM sites WHERE id = $1`, [siteId])) as Array<{
    visible_profile_fields: ProfileField[];
  }>;
  if (!site) throw new Error(`site ${siteId} not found`);
  return site.visible_profile_fields;
}

/** The users columns a member changes through their profile (its fields and invisibility): the only names the update below writes. */
const PROFILE_COLUMNS = [...PROFILE_FIELDS, 'invisible', 'appearance', 'ethnicity'] as const satisfies ReadonlyArray<keyof UserEntity>;

export type ProfileChanges = Partial<Pick<UserEntity, (typeof PROFILE_COLUMNS)[number]>>;

/** Writes the given columns (left out: unchanged); nothing when none is given. */
export async function updateProfile(db: Queryable, userId: number, changes: ProfileChanges): Promise<void> {
  const params: unknown[] = [userId];
  const sets: string[] = [];
  for (const column of PROFILE_COLUMNS) {
    if (changes[column] === undefined) continue;
    params.push(changes[column]);
    sets.push(`${column} = $${params.length}`);
    if (column === 'about_me') {
      // A new or changed text waits for a moderator and is shown again until one hides it
      // (docs/product.md#moderation); the same text saved again changes nothing.
      const value = `$${params.length}::text`;
      sets.push(
        `about_me_review_pending = CASE WHEN about_me IS DISTINCT FROM ${value} THEN ${value} IS NOT NULL ELSE about_me_review_pending END`,
        `about_me_hidden = CASE WHEN about_me IS DISTINCT FROM ${value} THEN false ELSE about_me_hidden END`,
        `about_me_changed_at = CASE WHEN about_me IS DISTINCT FROM ${value} THEN now() ELSE about_me_changed_at END`,
      );
    }
  }
  if (sets.length === 0) return;
  await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
}

/**
 * The newest members the viewer may see: the same visibility as search (no invisible,
 * disabled or deleted members, nobody blocked either way, only approved photos). Newest by
 * id: the primary key walks backwards.
 */
export async function newestCards(db: Queryable, viewerId: number, limit: number): Promise<CardRow[]> {
  return (await db.query(
    `SELECT u.id, ${CARD_COLUMNS}
       FROM users u
      WHERE ${SEARCHABLE_MEMBER} AND u.id <> $1
        AND NOT EXISTS (SELECT 1 FROM blocks b
                         WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
      ORDER BY u.id DESC
      LIMIT $2`,
    [viewerId, limit],
  )) as CardRow[];
}

export type OwnPhotoRow = Pick<PhotoEntity, 'id' | 'position' | 'status' | 'filename' | 'thumb_filename'>;

const OWN_PHOTO_COLUMNS = `id, position, status, filename, thumb_filename`;

/** The member's photos, main image first. */
export async function ownPhotoRows(db: Queryable, userId: number): Promise<OwnPhotoRow[]> {
  return (await db.query(`SELECT ${OWN_PHOTO_COLUMNS} FROM photos WHERE user_id = $1 ORDER BY position, id`, [userId])) as OwnPhotoRow[];
}

/** One photo of the member's; null when it does not exist or is someone else's. */
export async function photoOfMember(db: Queryable, userId: number, photoId: number): Promise<OwnPhotoRow | null> {
  const [photo] = (await db.query(`SELECT ${OWN_PHOTO_COLUMNS} FROM photos WHERE id = $1 AND user_id = $2`, [
    photoId,
    userId,
  ])) as OwnPhotoRow[];
  return photo ?? null;
}

export async function ownPhotoIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = (await db.query(`SELECT id FROM photos WHERE user_id = $1`, [userId])) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}

export async function photoCount(db: Queryable, userId: number): Promise<number> {
  const [row] = (await db.query(`SELECT count(*)::int AS count FROM photos WHERE user_id = $1`, [userId])) as Array<{ count: number }>;
  return row!.count;
}

/** Adds an active photo after the member's last one. */
export async function insertLastPhoto(db: Queryable, userId: number, stored: StoredPhoto): Promise<void> {
  await db.query(
    `INSERT INTO photos (user_id, filename, thumb_filename, status, position)
     SELECT $1, $2, $3, 'active', COALESCE(MAX(position) + 1, 0) FROM photos WHERE user_id = $1`,
    [userId, stored.filename, stored.thumb_filename],
  );
}

export async function deletePhoto(db: Queryable, photoId: number): Promise<void> {
  await db.query(`DELETE FROM photos WHERE id = $1`, [photoId]);
}

/** Whether any photo row still names one of these files. */
export async function photoFilesInUse(db: Queryable, stored: StoredPhoto): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 FROM photos WHERE filename = $1 OR thumb_filename = $2 LIMIT 1`, [
    stored.filename,
    stored.thumb_filename,
  ])) as unknown[];
  return rows.length > 0;
}

/** Positions 0..n-1 in the order of `ids` (which are exactly the member's photos). */
export async function setPhotoOrder(db: Queryable, userId: number, ids: number[]): Promise<void> {
  await db.query(
    `UPDATE photos p SET position = o.ord - 1
       FROM unnest($2::int[]) WITH ORDINALITY AS o(id, ord)
      WHERE p.id = o.id AND p.user_id = $1`,
    [userId, ids],
  );
}

/** Positions 0..n-1 in the current order, optionally with one photo moved to the front. */
export async function renumberPhotos(db: Queryable, userId: number, firstId: number | null): Promise<void> {
  await db.query(
    `UPDATE photos p SET position = o.rn - 1
       FROM (SELECT id, row_number() OVER (ORDER BY (id = $2) DESC, position, id) AS rn FROM photos WHERE user_id = $1) o
      WHERE p.id = o.id AND p.position IS DISTINCT FROM o.rn - 1`,
    [userId, firstId ?? 0],
  );
}
