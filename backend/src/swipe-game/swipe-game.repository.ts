import type { Gender, Sexuality } from '@amoretto/shared';
import { returnedRows, SEARCHABLE_MEMBER, type Queryable } from '@amoretto/shared/db';
import type { CardRow } from '../members/member-card';
import { CARD_COLUMNS } from '../members/member-card-sql';

// Every statement on swipe_days and swipe_cards, with the rows they return (docs/product.md#swipe-game).

/** The player: what their pile is chosen by, and their site's daily allowance. */
export interface SwipePlayerRow {
  id: number;
  gender: Gender | null;
  sexuality: Sexuality | null;
  country: string;
  region: string | null;
  swipe_daily_likes: number;
}

export async function swipePlayer(db: Queryable, userId: number): Promise<SwipePlayerRow | null> {
  const [row] = (await db.query(
    `SELECT u.id, u.gender, u.sexuality, u.country, u.region, s.swipe_daily_likes
       FROM users u JOIN sites s ON s.id = u.site_id WHERE u.id = $1`,
    [userId],
  )) as SwipePlayerRow[];
  return row ?? null;
}

export async function likesUsed(db: Queryable, userId: number, day: string): Promise<number> {
  const [row] = (await db.query(`SELECT likes FROM swipe_days WHERE user_id = $1 AND day = $2::date`, [userId, day])) as Array<{
    likes: number;
  }>;
  return row?.likes ?? 0;
}

/**
 * Counts one like against the day's allowance in one statement: the conflicting row is locked and
 * its count re-read before the condition, so concurrent likes never pass the limit together.
 * False when the allowance is used up.
 */
export async function takeLike(db: Queryable, userId: number, day: string, dailyLikes: number): Promise<boolean> {
  const rows = returnedRows<{ likes: number }>(
    await db.query(
      `INSERT INTO swipe_days (user_id, day, likes) SELECT $1, $2::date, 1 WHERE $3::int > 0
       ON CONFLICT (user_id, day) DO UPDATE SET likes = swipe_days.likes + 1 WHERE swipe_days.likes < $3::int
       RETURNING likes`,
      [userId, day, dailyLikes],
    ),
  );
  return rows.length > 0;
}

/** A member `u` the player may meet in the game: searchable, not the player, no block either way. */
const PLAYABLE = `${SEARCHABLE_MEMBER} AND u.id <> $1
  AND NOT EXISTS (SELECT 1 FROM blocks b
                   WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))`;

/** The card shown today and not answered yet (a reload shows it again rather than a new one). */
export async function waitingCard(db: Queryable, userId: number, day: string): Promise<CardRow | null> {
  const [row] = (await db.query(
    `SELECT u.id, ${CARD_COLUMNS} FROM swipe_cards c JOIN users u ON u.id = c.profile_id
      WHERE c.user_id = $1 AND c.day = $2::date AND c.action = 'shown' AND ${PLAYABLE}
      ORDER BY c.shown_at, u.id LIMIT 1`,
    [userId, day],
  )) as CardRow[];
  return row ?? null;
}

/**
 * The next card for the player's preferences (their country, the genders their sexuality looks
 * for, as search defaults): never one shown to them today, never one they already like; members
 * with a photo first, newest first.
 */
export async function nextCard(db: Queryable, userId: number, day: string, country: string, genders: Gender[]): Promise<CardRow | null> {
  const [row] = (await db.query(
    `SELECT u.id, ${CARD_COLUMNS} FROM users u
      WHERE ${PLAYABLE} AND u.country = $3 AND u.gender = ANY($4::text[])
        AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = $1 AND l.liked_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM swipe_cards c WHERE c.user_id = $1 AND c.day = $2::date AND c.profile_id = u.id)
      ORDER BY EXISTS (SELECT 1 FROM photos p WHERE p.user_id = u.id AND p.status = 'active') DESC, u.id DESC
      LIMIT 1`,
    [userId, day, country, genders],
  )) as CardRow[];
  return row ?? null;
}

/** Records that a card was put in front of the player today. */
export async function cardShown(db: Queryable, userId: number, day: string, profileId: number): Promise<void> {
  await db.query(`INSERT INTO swipe_cards (user_id, day, profile_id) VALUES ($1, $2::date, $3) ON CONFLICT DO NOTHING`, [
    userId,
    day,
    profileId,
  ]);
}

/** Answers today's waiting card; false when that member's card is not waiting for an answer. */
export async function answerCard(
  db: Queryable,
  userId: number,
  day: string,
  profileId: number,
  action: 'liked' | 'skipped',
): Promise<boolean> {
  const rows = returnedRows<{ profile_id: number }>(
    await db.query(
      `UPDATE swipe_cards SET action = $4 WHERE user_id = $1 AND day = $2::date AND profile_id = $3 AND action = 'shown'
       RETURNING profile_id`,
      [userId, day, profileId, action],
    ),
  );
  return rows.length > 0;
}
