import 'reflect-metadata';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource } from '@amoretto/shared/db';
import { loadPhotoStoreSettings } from '@amoretto/shared/node';
import type { DataSource } from 'typeorm';
import { AppConfig } from './config/app-config';
import { seedDemoBlockedPaymentDetails } from './seed/demo-blocked-payment-details';
import { seedDemoCams } from './seed/demo-cams';
import { seedDemoSiteTags } from './seed/demo-site-tags';
import { seedDemoDiscountCodes } from './seed/demo-discount-codes';
import { seedDemoMembers } from './seed/demo-members.seeder';
import { seedDemoOperator } from './seed/demo-operator';
import { operatorCommand } from './operator-auth/operator-cli';

// Demo-data loaders run by `cli seed` (npm start runs it on first start). Each is idempotent.
/** `site`: the sites' own demo configuration, which the browser tests' stack gets too (`seed:e2e`). */
/** Members the browser tests' stack gets: enough for every country's pages, quick to make. */
const E2E_DEMO_MEMBERS = 300;

/** Where the seeders put the demo photos: the backend's photo store (PHOTO_STORE, MEDIA_DIR, S3_*). */
const photoStoreSettings = () => loadPhotoStoreSettings(process.env, new AppConfig().MEDIA_DIR);

const DEMO_SEEDERS: Array<{ name: string; site?: boolean; run: (db: DataSource) => Promise<void> }> = [
  {
    name: 'demo members',
    run: async (db) => {
      // DEMO_MEMBERS overrides the population size (e.g. a small one on a slow machine).
      const members = process.env.DEMO_MEMBERS ? Number(process.env.DEMO_MEMBERS) : undefined;
      const result = await seedDemoMembers(db, photoStoreSettings(), join(process.cwd(), '.data', 'demo-login.txt'), {
        members,
        log: (message) => console.log(message),
      });
      console.log(`demo members: ${result.created} created, ${result.images} avatars, ${result.ms} ms`);
    },
  },
  {
    name: 'demo discount codes',
    run: async (db) => {
      console.log(`demo discount codes: ${await seedDemoDiscountCodes(db)} created`);
    },
  },
  {
    name: 'demo operator',
    run: async (db) => {
      const publicUrl = process.env.PUBLIC_URL ?? new AppConfig().PUBLIC_URL;
      const created = await seedDemoOperator(db, join(process.cwd(), '.data', 'operator-login.txt'), publicUrl);
      console.log(`demo operator: ${created ? 'created' : 'already there'}`);
    },
  },
  {
    name: 'demo site tags',
    site: true,
    run: async (db) => {
      console.log(`demo site tags: ${await seedDemoSiteTags(db)} sites set to the local collector`);
    },
  },
  {
    name: 'demo cam and resell cards',
    site: true,
    run: async (db) => {
      console.log(`demo cam and resell cards: ${await seedDemoCams(db, photoStoreSettings())} created`);
    },
  },
  {
    name: 'demo blocked direct-debit details',
    run: async (db) => {
      console.log(`demo blocked IBAN and phone: ${await seedDemoBlockedPaymentDetails(db)} created`);
    },
  },
];

async function main(command: string | undefined): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const db = createDataSource(url);
  await db.initialize();
  try {
    switch (command) {
      case 'migrate': {
        const ran = await db.runMigrations({ transaction: 'each' });
        console.log(ran.length ? `applied ${ran.map((m) => m.name).join(', ')}` : 'migrations up to date');
        break;
      }
      case 'migrate:revert':
        await db.undoLastMigration({ transaction: 'each' });
        console.log('reverted the last migration');
        break;
      case 'seed':
        for (const seeder of DEMO_SEEDERS) {
          console.log(`seeding ${seeder.name}`);
          await seeder.run(db);
        }
        console.log(`demo data loaded (${DEMO_SEEDERS.length} seeders)`);
        break;
      case 'seed:e2e': {
        // The browser tests' stack: the sites' demo configuration and a small demo population (the
        // campaign pages show real members with photos), its login file out of the way of npm start's.
        const result = await seedDemoMembers(db, photoStoreSettings(), join(tmpdir(), 'amoretto-e2e-demo-login.txt'), {
          members: E2E_DEMO_MEMBERS,
        });
        console.log(`demo members: ${result.created} created`);
        for (const seeder of DEMO_SEEDERS.filter((s) => s.site)) {
          console.log(`seeding ${seeder.name}`);
          await seeder.run(db);
        }
        break;
      }
      case 'operator:create':
      case 'operator:totp':
        await operatorCommand(db, command, process.argv.slice(3));
        break;
      default:
        throw new Error(
          'usage: cli.js migrate | migrate:revert | seed | seed:e2e | operator:create <email> <role> <name> | operator:totp <email> (not in production)',
        );
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
