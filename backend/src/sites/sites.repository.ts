import type { EntityManager } from 'typeorm';
import { SiteEntity } from '@amoretto/shared/db';

// Every statement of the sites module.

/** Every site, the oldest first (the default site is chosen among them). */
export function allSites(db: EntityManager): Promise<SiteEntity[]> {
  return db.find(SiteEntity, { order: { id: 'ASC' } });
}
