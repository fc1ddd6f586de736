import type { Gender } from '@amoretto/shared';
import { SEARCHABLE_MEMBER, type Queryable } from '@amoretto/shared/db';
import type { CardRow } from '../members/member-card';
import { CARD_COLUMNS } from '../members/member-card-sql';

// Every statement of the landers module, with the rows it returns.

export interface LanderCardFilter {
  country: string;
  gender: Gender;
  /** Born on or before this ISO date (the variant's minimum age), or null for every adult. */
  bornUntil: string | null;
  limit: number;
}

/**
 * The newest members search would show in the country, of the gender, with an active photo and
 * not fictional (a lander invites visitors to meet them). Reads users through the search index
 * (its predicate repeated, country and gender pinned, newest id first).
 */
export async function landerCards(db: Queryable, filter: LanderCardFilter): Promise<CardRow[]> {
  return (await db.query(
    `WITH picked AS (
       SELECT id FROM users
        WHERE ${SEARCHABLE_MEMBER} AND country = $1 AND gender = $2 AND fictional = false
          AND ($3::date IS NULL OR date_of_birth <= $3::date)
          AND EXISTS (SELECT 1 FROM photos p WHERE p.user_id = users.id AND p.status = 'active')
        ORDER BY id DESC
        LIMIT $4)
     SELECT u.id, ${CARD_COLUMNS}
       FROM picked JOIN users u ON u.id = picked.id
      ORDER BY u.id DESC`,
    [filter.country, filter.gender, filter.bornUntil, filter.limit],
  )) as CardRow[];
}
