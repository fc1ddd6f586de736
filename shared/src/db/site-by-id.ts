import type { EntityManager } from 'typeorm';
import { SiteEntity } from './entities';

/** A member's site by its id (account mail links point at it), in both the backend and the workers. */
export function siteById(db: EntityManager, id: number): Promise<SiteEntity | null> {
  return db.findOneBy(SiteEntity, { id });
}
