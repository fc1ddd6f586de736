import type { DeleteReason } from '@amoretto/shared';
import { returnedRows, type Queryable } from '@amoretto/shared/db';

// Every statement of leaving and coming back (docs/product.md#leaving), with the rows it returns.

export interface DeletedMember {
  id: number;
  email: string;
  name: string;
  language: string;
  site_id: number;
  deleted_at: Date;
}

/**
 * Takes the member out of sight: search, lists, chats and member pages all leave out
 * `status = 'deleted'`. Nothing else is removed, so reactivation brings everything back.
 * Null when the member was already deleted (a second click).
 */
export async function markDeleted(db: Queryable, userId: number): Promise<DeletedMember | null> {
  const rows = returnedRows<DeletedMember>(
    await db.query(
      `UPDATE users SET status = 'deleted', deleted_at = now()
        WHERE id = $1 AND status <> 'deleted'
        RETURNING id, email, name, language, site_id, deleted_at`,
      [userId],
    ),
  );
  return rows[0] ?? null;
}

export async function insertDeletion(db: Queryable, userId: number, reason: DeleteReason, remarks: string | null): Promise<void> {
  await db.query(`INSERT INTO account_deletions (user_id, reason, remarks) VALUES ($1, $2, $3)`, [userId, reason, remarks]);
}

/**
 * Members who share a conversation or a like (either way) with the leaving member: their open
 * pages are told. Capped: a very popular member's likers beyond it learn on their next refresh.
 */
export async function contactsOf(db: Queryable, userId: number, limit: number): Promise<number[]> {
  const rows = (await db.query(
    `SELECT id FROM (
        SELECT CASE WHEN user_a_id = $1 THEN user_b_id ELSE user_a_id END AS id FROM conversations WHERE user_a_id = $1 OR user_b_id = $1
        UNION SELECT liked_id FROM likes WHERE liker_id = $1
        UNION SELECT liker_id FROM likes WHERE liked_id = $1) t
      LIMIT $2`,
    [userId, limit],
  )) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}

/**
 * The partners' unread counts of their conversations with the leaving member go to zero: the
 * conversation leaves their list, so the Messages badge must not count it either. (After a
 * reactivation those messages show as read; their content is all there.)
 */
export async function clearPartnersUnread(db: Queryable, userId: number): Promise<void> {
  await db.query(`UPDATE conversations SET b_unread = 0 WHERE user_a_id = $1 AND b_unread > 0`, [userId]);
  await db.query(`UPDATE conversations SET a_unread = 0 WHERE user_b_id = $1 AND a_unread > 0`, [userId]);
}

/** Whether the member ever paid with a stay code (the offer is made once: a member who took it once is not offered it again). */
export async function stayOfferRedeemed(db: Queryable, userId: number): Promise<boolean> {
  const [row] = (await db.query(
    `SELECT EXISTS (SELECT 1 FROM discount_redemptions r JOIN discount_codes d ON d.id = r.discount_code_id
                     WHERE r.user_id = $1 AND d.kind = 'stay') AS used`,
    [userId],
  )) as Array<{ used: boolean }>;
  return row!.used;
}

/**
 * The member's stay code at this percentage: made once (the per-member unique index holds a
 * second click), its expiry moved to `expiresAt` when it was made before and not used.
 */
export async function upsertStayCode(
  db: Queryable,
  userId: number,
  offer: { code: string; percentage: number; expiresAt: Date },
): Promise<{ code: string; value_percentage: number; expires_at: Date }> {
  await db.query(
    `INSERT INTO discount_codes (code, kind, user_id, expires_at, value_percentage, validity)
     VALUES ($2, 'stay', $1, $3, $4, 'once_per_user')
     ON CONFLICT (user_id, upper(code)) WHERE user_id IS NOT NULL
     DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE discount_codes.kind = 'stay'`,
    [userId, offer.code, offer.expiresAt, offer.percentage],
  );
  const [row] = (await db.query(
    `SELECT code, value_percentage, expires_at FROM discount_codes WHERE user_id = $1 AND upper(code) = upper($2)`,
    [userId, offer.code],
  )) as Array<{ code: string; value_percentage: number; expires_at: Date }>;
  return row!;
}

/** The company's delete discount in percent (0: none). */
export async function deleteDiscount(db: Queryable): Promise<number> {
  const [row] = (await db.query(`SELECT delete_discount FROM company WHERE id = 1`)) as Array<{ delete_discount: number }>;
  return row?.delete_discount ?? 0;
}
