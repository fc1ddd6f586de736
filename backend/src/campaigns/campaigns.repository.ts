import type { Queryable } from '@amoretto/shared/db';
import type { CardRow } from '../members/member-card';
import { CARD_COLUMNS } from '../members/member-card-sql';

// Every statement of the campaigns module, with the rows it returns.

/** The member's card row when search could show them too (not deleted, visible, profile active). */
export async function campaignCard(db: Queryable, memberId: number): Promise<CardRow | null> {
  const [row] = (await db.query(
    `SELECT u.id, ${CARD_COLUMNS}
       FROM users u
      WHERE u.id = $1 AND u.status <> 'deleted' AND u.invisible = false AND u.profile_status = 'active'`,
    [memberId],
  )) as CardRow[];
  return row ?? null;
}
