import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COMPANY_SEED } from '../seeds/company.data';
import { SITE_SEED } from '../seeds/sites.data';

// Sites and the company are data that production needs, so they ship as a migration.
// Later changes to a site are new migrations (or admin edits), never edits of this one.
export class SeedSites1795329400000 implements MigrationInterface {
  name = 'SeedSites1795329400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const site of SITE_SEED) {
      const columns = Object.keys(site);
      const values = columns.map((column) => {
        const value = site[column as keyof typeof site];
        // jsonb columns take JSON text; text[] columns take JS arrays as they are.
        return value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value;
      });
      const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
      await queryRunner.query(`INSERT INTO "sites" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${placeholders})`, values);
    }
    const c = COMPANY_SEED;
    await queryRunner.query(
      `INSERT INTO "company" ("id", "name", "address", "kvk", "city", "country", "tradenames", "vat_numbers", "support_phone", "delete_discount", "added")
       VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        c.name,
        c.address,
        c.kvk,
        c.city,
        c.country,
        c.tradenames,
        JSON.stringify(c.vat_numbers),
        c.support_phone,
        c.delete_discount,
        c.added,
      ],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "company"`);
    await queryRunner.query(`DELETE FROM "sites"`);
  }
}
