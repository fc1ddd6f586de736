import type { DataSource } from 'typeorm';
import type { SiteTags } from '@amoretto/shared';

/**
 * The demo's tag settings (docs/product.md#consent): every site without tags of its own gets the
 * first-party collector's stand-in scripts, each with a site-specific id, so a local run shows what
 * a site loads before and after consent without any vendor. Production sites set their vendors'.
 */
export async function seedDemoSiteTags(db: DataSource): Promise<number> {
  const sites = (await db.query(
    `SELECT id, domain FROM sites WHERE tags->'tracking_tag' = 'null'::jsonb AND tags->'session_analytics' = 'null'::jsonb`,
  )) as Array<{ id: number; domain: string }>;
  for (const site of sites) {
    const slug = site.domain.replace(/[^a-z0-9]+/gi, '-');
    const tags: SiteTags = {
      tracking_tag: { id: `TAG-${slug}`, script_url: '/api/collect/tracking-tag.js' },
      session_analytics: { id: `SA-${slug}`, script_url: '/api/collect/session-analytics.js' },
    };
    await db.query(`UPDATE sites SET tags = $2 WHERE id = $1`, [site.id, JSON.stringify(tags)]);
  }
  return sites.length;
}
