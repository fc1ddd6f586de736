import type { Gender, MatchFinderAppearance, MatchFinderRace, Sexuality } from '@amoretto/shared';
import { SEARCHABLE_MEMBER, type Queryable } from '@amoretto/shared/db';
import type { CardRow } from '../members/member-card';
import { CARD_COLUMNS } from '../members/member-card-sql';

// The match finder's statements (docs/product.md#match-finder).

export interface FinderRow {
  id: number;
  gender: Gender | null;
  sexuality: Sexuality | null;
  country: string;
}

export async function finderOf(db: Queryable, userId: number): Promise<FinderRow | null> {
  const [row] = (await db.query(`SELECT id, gender, sexuality, country FROM users WHERE id = $1`, [userId])) as FinderRow[];
  return row ?? null;
}

export interface FinderSearch {
  country: string;
  genders: Gender[];
  /** Born after this date and on or before `bornUntil` (ISO dates). */
  bornAfter: string;
  bornUntil: string;
  appearance: MatchFinderAppearance;
  /** null: no preference. */
  race: MatchFinderRace | null;
  limit: number;
}

/**
 * Members of the searcher's country and looked-for genders in the age group. Appearance and
 * background only ORDER the list, and only among members who described themselves so: nobody
 * is left out for what they did or did not state. Members with a photo come before those
 * without; background is the last of the orderings, below appearance and photo.
 */
export async function finderMatches(db: Queryable, userId: number, search: FinderSearch): Promise<CardRow[]> {
  return (await db.query(
    `SELECT u.id, ${CARD_COLUMNS} FROM users u
      WHERE ${SEARCHABLE_MEMBER} AND u.id <> $1 AND u.country = $2 AND u.gender = ANY($3::text[])
        AND u.date_of_birth > $4::date AND u.date_of_birth <= $5::date
        AND NOT EXISTS (SELECT 1 FROM blocks b
                         WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
      ORDER BY (u.appearance = $6) IS TRUE DESC,
               EXISTS (SELECT 1 FROM photos p WHERE p.user_id = u.id AND p.status = 'active') DESC,
               (u.ethnicity = $7::text) IS TRUE DESC,
               u.id DESC
      LIMIT $8`,
    [userId, search.country, search.genders, search.bornAfter, search.bornUntil, search.appearance, search.race, search.limit],
  )) as CardRow[];
}
