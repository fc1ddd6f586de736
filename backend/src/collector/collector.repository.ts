import type { CollectHit, TagKind } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';

// Every statement of the first-party collector.

export async function insertHit(db: Queryable, siteId: number, hit: { kind: TagKind; tag_id: string; path: string }): Promise<void> {
  await db.query(`INSERT INTO collector_hits (site_id, kind, tag_id, path) VALUES ($1, $2, $3, $4)`, [
    siteId,
    hit.kind,
    hit.tag_id,
    hit.path,
  ]);
}

/** A site's hits, oldest first (tests and the demo read them). */
export async function hitsOfSite(db: Queryable, siteId: number): Promise<CollectHit[]> {
  const rows = (await db.query(
    `SELECT kind, tag_id, path, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM collector_hits WHERE site_id = $1 ORDER BY id`,
    [siteId],
  )) as CollectHit[];
  return rows;
}
