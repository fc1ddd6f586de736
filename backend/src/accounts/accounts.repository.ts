import { IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import type { Locale } from '@amoretto/shared';
import {
  insertCreditEntryOnce,
  PhotoEntity,
  preparedQuery,
  returnedRows,
  SessionEntity,
  UserEntity,
  type Queryable,
} from '@amoretto/shared/db';
import type { UserViewColumns } from './user-view';

// Every statement of the accounts module (members' accounts and their sessions), with the
// rows it returns. Functions take the manager to run on: the data source's, or a transaction's.

// ---- Members ----

export function userById(db: EntityManager, id: number): Promise<UserEntity | null> {
  return db.findOneBy(UserEntity, { id });
}

export function userByIdOrFail(db: EntityManager, id: number): Promise<UserEntity> {
  return db.findOneByOrFail(UserEntity, { id });
}

/** The account of an address, whatever its status. */
export function userByEmail(db: EntityManager, email: string): Promise<UserEntity | null> {
  return db.findOneBy(UserEntity, { email });
}

export function deletedUserByEmail(db: EntityManager, email: string): Promise<UserEntity | null> {
  return db.findOneBy(UserEntity, { email, status: 'deleted' });
}

export function emailInUse(db: EntityManager, email: string): Promise<boolean> {
  return db.existsBy(UserEntity, { email });
}

/** The account of an address that is not deleted, with its password hash (left out of other reads). */
export function loginCandidate(db: EntityManager, email: string): Promise<UserEntity | null> {
  return db
    .createQueryBuilder(UserEntity, 'u')
    .addSelect('u.password_hash')
    .where('u.email = :email AND u.status <> :deleted', { email, deleted: 'deleted' })
    .getOne();
}

/** An account of the address deleted after `deletedAfter` and not purged, with its password hash (login's second look). */
export function recentlyDeletedWithPassword(db: EntityManager, email: string, deletedAfter: Date): Promise<UserEntity | null> {
  return db
    .createQueryBuilder(UserEntity, 'u')
    .addSelect('u.password_hash')
    .where(`u.email = :email AND u.status = 'deleted' AND u.purged_at IS NULL AND u.deleted_at > :after`, { email, after: deletedAfter })
    .getOne();
}

/** The member with their password hash. */
export function userWithPassword(db: EntityManager, id: number): Promise<UserEntity> {
  return db.createQueryBuilder(UserEntity, 'u').addSelect('u.password_hash').where('u.id = :id', { id }).getOneOrFail();
}

/** The member's own view (user-view.ts) and their first photo in one row: photo columns null without one. */
export type MeRow = UserViewColumns & {
  photo_filename: string | null;
  photo_thumb_filename: string | null;
  photo_status: PhotoEntity['status'] | null;
};

/**
 * GET /api/user.php's one statement (every member's tab polls it): the columns toUserView reads
 * and the first photo in the member's order, whatever its status, as mainPhoto() picks it.
 */
export const ME_SQL = `SELECT u.id, u.email, u.status, u.credits, u.credit_debt, u.paid_user, u.signup_date, u.notifications_disabled,
    u.read_receipts, u.language, u.signup_flow, u.profile_status, u.name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
    u.gender, u.sexuality, u.country, u.region, u.city, u.about_me, u.hair_colour, u.eye_colour, u.body_type, u.relationship_status,
    u.interests, u.appearance, u.ethnicity, u.invisible,
    p.filename AS photo_filename, p.thumb_filename AS photo_thumb_filename, p.status AS photo_status
  FROM users u
  LEFT JOIN LATERAL (SELECT filename, thumb_filename, status FROM photos WHERE user_id = u.id ORDER BY position, id LIMIT 1) p ON true
  WHERE u.id = $1`;

/** As a named prepared statement: parsed once per connection. */
export async function meRow(db: DataSource, userId: number): Promise<MeRow | null> {
  const [row] = await preparedQuery<MeRow>(db, ME_SQL, [userId]);
  return row ?? null;
}

/** The first photo in the member's order: their avatar. */
export function mainPhoto(db: EntityManager, userId: number): Promise<PhotoEntity | null> {
  return db.findOne(PhotoEntity, { where: { user_id: userId }, order: { position: 'ASC', id: 'ASC' } });
}

export interface NewUser {
  email: string;
  password_hash: string;
  name: string;
  date_of_birth: string;
  language: Locale;
  site_id: number;
  country: string;
  signup_message: string | null;
  tracking: Record<string, string>;
  signup_flow: 'form' | 'api';
}

/**
 * Inserts an unconfirmed account and returns it with what the database filled in (id,
 * signup date, defaults). Throws Postgres' unique violation (23505) for an address in use.
 */
export async function insertUser(db: EntityManager, user: NewUser): Promise<UserEntity> {
  const created = db.create(UserEntity, { ...user, status: 'not_confirmed' });
  await db.save(created);
  return created;
}

export async function setLanguage(db: EntityManager, id: number, language: Locale): Promise<void> {
  await db.update(UserEntity, { id }, { language });
}

export async function setPasswordHash(db: EntityManager, id: number, passwordHash: string): Promise<void> {
  await db.update(UserEntity, { id }, { password_hash: passwordHash });
}

/** Throws Postgres' unique violation (23505) for an address in use. */
export async function setEmail(db: EntityManager, id: number, email: string): Promise<void> {
  await db.update(UserEntity, { id }, { email });
}

/** Unconfirmed → active; false when the account was not unconfirmed (already active, deleted). */
export async function activateUser(db: EntityManager, id: number): Promise<boolean> {
  const result = await db
    .createQueryBuilder()
    .update(UserEntity)
    .set({ status: 'active', activated_at: () => 'now()' })
    .where('id = :id AND status = :status', { id, status: 'not_confirmed' })
    .execute();
  return Boolean(result.affected);
}

/**
 * A deleted account comes back as it was before: active once activated, else unconfirmed. Only
 * when it was deleted after `deletedAfter` (the undo window) and not purged; its deletion record
 * gets the restore time. False when nothing came back.
 */
export async function reactivateUser(db: Queryable, id: number, deletedAfter: Date): Promise<boolean> {
  const restored = returnedRows<{ id: number }>(
    await db.query(
      `UPDATE users SET status = CASE WHEN activated_at IS NULL THEN 'not_confirmed' ELSE 'active' END, deleted_at = NULL
        WHERE id = $1 AND status = 'deleted' AND purged_at IS NULL AND deleted_at > $2
        RETURNING id`,
      [id, deletedAfter],
    ),
  );
  if (restored.length === 0) return false;
  await db.query(
    `UPDATE account_deletions SET restored_at = now()
      WHERE id = (SELECT id FROM account_deletions WHERE user_id = $1 AND restored_at IS NULL ORDER BY deleted_at DESC LIMIT 1)`,
    [id],
  );
  return true;
}

/** The signup credits of the member's own site (null for an unknown member). */
export async function signupCreditsOf(db: Queryable, userId: number): Promise<number | null> {
  const [row] = (await db.query(`SELECT s.signup_credits FROM sites s JOIN users u ON u.site_id = s.id WHERE u.id = $1`, [
    userId,
  ])) as Array<{
    signup_credits: number;
  }>;
  return row?.signup_credits ?? null;
}

/** The status of the account whose activation link (by its token's hash) was already used; null when none was. */
export async function statusAfterUsedActivation(db: Queryable, tokenHash: string): Promise<string | null> {
  const [row] = (await db.query(
    `SELECT u.status FROM account_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.kind = 'activation' AND t.used_at IS NOT NULL`,
    [tokenHash],
  )) as Array<{ status: string }>;
  return row?.status ?? null;
}

/** Ledger row plus cached balance, once per idempotency key (a second call adds nothing and answers false). */
export async function grantCredits(db: EntityManager, userId: number, amount: number, reason: string, key: string): Promise<boolean> {
  if (!(await insertCreditEntryOnce(db, userId, amount, reason, key))) return false;
  await db.increment(UserEntity, { id: userId }, 'credits', amount);
  return true;
}

// ---- Sessions ----

export interface NewSession {
  user_id: number;
  token_hash: string;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
}

export async function insertSession(db: EntityManager, session: NewSession): Promise<void> {
  await db.insert(SessionEntity, session);
}

/** Marks the session of a token's hash revoked (a no-op when it already is). */
export async function revokeSession(db: EntityManager, tokenHash: string): Promise<void> {
  await db.update(SessionEntity, { token_hash: tokenHash, revoked_at: IsNull() }, { revoked_at: new Date() });
}

/** The member's sessions neither revoked nor expired. */
export function liveSessionsOf(db: EntityManager, userId: number): Promise<SessionEntity[]> {
  return db.findBy(SessionEntity, { user_id: userId, revoked_at: IsNull(), expires_at: MoreThan(new Date()) });
}

export async function revokeSessionsById(db: EntityManager, ids: string[]): Promise<void> {
  await db.update(SessionEntity, ids, { revoked_at: new Date() });
}
