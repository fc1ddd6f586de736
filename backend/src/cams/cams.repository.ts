import type { Queryable } from '@amoretto/shared/db';
import type { CamRow } from './cam-rules';

// Every statement of the cam and resell cards.

/** A site's active partner profiles in their order: live cams first, then by position. */
export async function activeCams(db: Queryable, siteId: number): Promise<CamRow[]> {
  return (await db.query(
    `SELECT id, kind, name, age, city, photo_filename, live, exclusive
       FROM cam_profiles WHERE site_id = $1 AND active
      ORDER BY (kind = 'cam' AND live) DESC, position, id
      LIMIT 12`,
    [siteId],
  )) as CamRow[];
}
