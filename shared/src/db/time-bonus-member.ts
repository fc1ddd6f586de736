import type { Queryable } from './queryable';

/** The member as discounts and the time bonus read them (backend prices, workers' "time bonus ended"). */
export interface TimeBonusMember {
  paid_user: boolean;
  signup_date: Date;
  country: string;
  site_id: number;
}

/** Null for a deleted or unknown member. */
export async function timeBonusMember(db: Queryable, userId: number): Promise<TimeBonusMember | null> {
  const [row] = (await db.query(`SELECT paid_user, signup_date, country, site_id FROM users WHERE id = $1 AND status <> 'deleted'`, [
    userId,
  ])) as TimeBonusMember[];
  return row ?? null;
}
