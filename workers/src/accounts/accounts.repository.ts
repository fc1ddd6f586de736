import type { EntityManager } from 'typeorm';
import { UserEntity } from '@amoretto/shared/db';

// The workers' statements on accounts (the member's site: siteById in @amoretto/shared/db).

export function userById(db: EntityManager, id: number): Promise<UserEntity | null> {
  return db.findOneBy(UserEntity, { id });
}
