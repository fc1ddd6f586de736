import { purgedEmail } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';

// The purge's statements (docs/product.md#leaving): what of a deleted member goes after the undo
// window, and what stays (the ledger and payments, tied to a row without personal data).

export interface PurgeCandidate {
  id: number;
  status: string;
  deleted_at: Date | null;
  purged_at: Date | null;
}

/** The member's row, locked for the purge's transaction (a link opened at the same moment waits, then finds it purged). */
export async function lockForPurge(db: Queryable, userId: number): Promise<PurgeCandidate | null> {
  const [row] = (await db.query(`SELECT id, status, deleted_at, purged_at FROM users WHERE id = $1 FOR UPDATE`, [
    userId,
  ])) as PurgeCandidate[];
  return row ?? null;
}

/** Deleted accounts deleted before `deletedBefore` and still not purged, oldest first (users_awaiting_purge_idx). */
export async function accountsAwaitingPurge(db: Queryable, deletedBefore: Date, limit: number): Promise<number[]> {
  const rows = (await db.query(
    `SELECT id FROM users WHERE status = 'deleted' AND purged_at IS NULL AND deleted_at < $1 ORDER BY deleted_at LIMIT $2`,
    [deletedBefore, limit],
  )) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}

/** Every stored photo file of the member: profile photos, and photos sent either way in their conversations. */
export async function photoFilesOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT filename FROM photos WHERE user_id = $1
     UNION SELECT m.photo_filename FROM conversations c JOIN messages m ON m.conversation_id = c.id
      WHERE (c.user_a_id = $1 OR c.user_b_id = $1) AND m.photo_filename IS NOT NULL`,
    [userId],
  )) as Array<{ filename: string }>;
  return rows.map((row) => row.filename);
}

/**
 * The tables whose rows belong to a member: every foreign key to users declared ON DELETE
 * CASCADE (photos, conversations and so messages, likes, blocks, sessions, tokens, push
 * subscriptions, mandates, and whatever later tables declare the same). Read from the schema, so
 * a new table of member data is purged without a change here. Tables that must outlive the member
 * (credit_entries, payments) reference users with RESTRICT and are never in this list.
 */
async function memberOwnedTables(db: Queryable): Promise<Array<{ table: string; column: string }>> {
  return (await db.query(
    `SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND c.confdeltype = 'c' AND array_length(c.conkey, 1) = 1
      ORDER BY 1, 2`,
  )) as Array<{ table: string; column: string }>;
}

/** Kept on purpose although they cascade: what a paid order points at, and the deletion record (scrubbed below). */
const KEPT = new Set(['discount_redemptions', 'account_deletions']);

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Removes the member's own rows everywhere; payments keep their amounts, only their links to personal rows go. */
export async function deleteMemberRows(db: Queryable, userId: number): Promise<void> {
  // Payments outlive the member: the card or account mandate they name goes, the payment stays.
  await db.query(`UPDATE payments SET mandate_id = NULL WHERE user_id = $1 AND mandate_id IS NOT NULL`, [userId]);
  // A code a payment was made with stays (not personal: a percentage and a name like STAY50).
  await db.query(
    `DELETE FROM discount_codes d WHERE d.user_id = $1 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.discount_code_id = d.id)`,
    [userId],
  );
  for (const { table, column } of await memberOwnedTables(db)) {
    if (KEPT.has(table) || table === 'discount_codes') continue;
    // Names come from the catalog, quoted as identifiers; the member id is a parameter.
    await db.query(`DELETE FROM ${ident(table)} WHERE ${ident(column)} = $1`, [userId]);
  }
  // The reason stays for the statistics of why members leave; the member's own words go.
  await db.query(`UPDATE account_deletions SET remarks = NULL, purged_at = now() WHERE user_id = $1`, [userId]);
}

/**
 * The row itself stays (payments and the ledger reference it) with nothing that names or
 * describes a person: a reserved address that frees the old one, no password, no name, no
 * birth date beyond a placeholder, no place, texts or attributes. Country and language stay:
 * the tax of the payments depends on the country, and neither identifies anyone.
 */
export async function anonymizeMember(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE users SET email = $2, password_hash = '', name = '', date_of_birth = '1900-01-01', signup_message = NULL,
            gender = NULL, sexuality = NULL, region = NULL, city = NULL, about_me = NULL, hair_colour = NULL, eye_colour = NULL,
            body_type = NULL, relationship_status = NULL, interests = '{}', tracking = '{}', notifications_disabled = '{}',
            invisible = true, profile_status = 'disabled', purged_at = now()
      WHERE id = $1`,
    [userId, purgedEmail(userId)],
  );
}
