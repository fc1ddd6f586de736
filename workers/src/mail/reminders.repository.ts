import type { EntityManager } from 'typeorm';
import type { Queryable } from '@amoretto/shared/db';

// The reminder mails' statements (docs/product.md#notifications).

export interface ReminderCandidate {
  user_id: number;
  site_id: number;
  signup_date: Date;
}

/**
 * Members who may get a reminder, by id after `afterUserId`: real, active, mail on with the type
 * on, signed up before `signedUpBefore`, not reminded in the last `quietDays` days.
 */
export async function reminderCandidates(
  db: Queryable,
  options: { afterUserId: number; limit: number; signedUpBefore: Date; quietDays: number },
): Promise<ReminderCandidate[]> {
  return (await db.query(
    `SELECT u.id AS user_id, u.site_id, u.signup_date
       FROM users u
      WHERE u.id > $1 AND u.status = 'active' AND NOT u.fictional AND u.deleted_at IS NULL
        AND u.notifications_disabled = '{}' AND NOT ('reminders' = ANY(u.email_notifications_off))
        AND u.signup_date < $3
        AND NOT EXISTS (SELECT 1 FROM reminder_mails r WHERE r.user_id = u.id AND r.sent_at > now() - make_interval(days => $4))
      ORDER BY u.id
      LIMIT $2`,
    [options.afterUserId, options.limit, options.signedUpBefore, options.quietDays],
  )) as ReminderCandidate[];
}

/** The newest signup of each site, by site id. */
export async function newestSignupBySite(db: Queryable): Promise<Map<number, Date>> {
  const rows = (await db.query(`SELECT site_id, max(signup_date) AS newest FROM users WHERE NOT fictional GROUP BY site_id`)) as Array<{
    site_id: number;
    newest: Date;
  }>;
  return new Map(rows.map((row) => [row.site_id, row.newest]));
}

/**
 * Records the member's reminder now; false when one was recorded within `quietDays` days (a
 * second run, a parallel worker): one statement, so two runs cannot both claim it.
 */
export async function claimReminder(manager: EntityManager, userId: number, quietDays: number): Promise<boolean> {
  const rows = (await manager.query(
    `INSERT INTO reminder_mails (user_id, sent_at) VALUES ($1, now())
     ON CONFLICT (user_id) DO UPDATE SET sent_at = now() WHERE reminder_mails.sent_at <= now() - make_interval(days => $2)
     RETURNING user_id`,
    [userId, quietDays],
  )) as unknown[];
  return rows.length > 0;
}
