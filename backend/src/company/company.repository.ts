import type { EntityManager } from 'typeorm';
import { CompanyEntity } from '@amoretto/shared/db';

// Every statement of the company module.

/** The operating company: one row, id 1, seeded by the migrations. */
export function companyRow(db: EntityManager): Promise<CompanyEntity> {
  return db.findOneByOrFail(CompanyEntity, { id: 1 });
}
