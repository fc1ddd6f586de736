import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import sharp from 'sharp';
import type { DataSource, EntityManager } from 'typeorm';
import type { Country } from '@amoretto/shared';
import { hashPassword } from '../accounts/passwords';
import { createPhotoStore, type PhotoStoreSettings } from '@amoretto/shared/node';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService, type StoredPhoto } from '../photos/photo-storage.service';
import { AvatarPool, avatarOptions, renderAvatarSvgs, type AvatarImage } from './avatars';
import { Random, seedOf } from './data/random';
import { ABOUT_ME, inflect } from './data/about-me';
import { birthDateFor, demoMember, DEMO_EMAIL_DOMAIN, type DemoMember } from './data/population';
import { DEMO_CREDITS, seedDemoShowcase, type ShowcaseResult } from './demo-showcase';

export const DEMO_EMAIL = 'demo@amoretto.local';
export const DEMO_PASSWORD = 'Amoretto-Demo-2026';
/** The population `npm start` loads; tests ask for fewer. */
export const DEFAULT_DEMO_MEMBERS = 5000;

/** Members written per transaction: a failed run keeps every batch it finished. */
const BATCH = 1000;
/** Pictures in flight at once: sharp works on its own threads, this keeps both cores busy. */
const IMAGE_CONCURRENCY = 4;

export interface SeedDemoOptions {
  /** How many demo members should exist (the first N of the deterministic population). */
  members?: number;
  log?: (message: string) => void;
}

export interface SeedDemoResult {
  created: number;
  images: number;
  /** What the demo login found waiting on this run (nothing after the first). */
  showcase: ShowcaseResult;
  ms: number;
}

interface SiteRow {
  id: number;
  countries: Country[];
  is_default: boolean;
}

/**
 * Loads the demo population and the demo login. Safe to run on every start: members are
 * recognised by their email, so a second run only checks, and a run that failed half-way
 * adds exactly what is missing.
 */
export async function seedDemoMembers(
  db: DataSource,
  config: PhotoStoreSettings,
  demoLoginFile: string,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const now = new Date();
  const size = options.members ?? DEFAULT_DEMO_MEMBERS;
  if (!Number.isInteger(size) || size < 0) throw new Error(`Not a number of demo members: ${size}`);
  const population = Array.from({ length: size }, (_, index) => demoMember(index, now));
  const present: Array<{ email: string }> = await db.query(`SELECT email FROM users WHERE email = ANY($1)`, [
    population.map((m) => m.email),
  ]);
  const known = new Set(present.map((row) => row.email));
  const missing = population.filter((member) => !known.has(member.email));
  const demo = await demoAccountState(db);

  if (missing.length > 0 || !demo.hasPhoto) {
    log(`demo members: ${missing.length} to create${demo.exists ? '' : ', plus the demo login'}`);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const pool = new AvatarPool(population);
    const wanted = new Map<string, AvatarImage>();
    for (const member of missing) for (const image of pool.imagesFor(member)) wanted.set(image.key, image);
    if (!demo.hasPhoto) wanted.set(DEMO_AVATAR.key, DEMO_AVATAR);

    const photos = new PhotoFiles(config);
    let demoId: number;
    try {
      await photos.render([...wanted.values()]);
      log(`demo members: ${wanted.size} avatars rendered in ${Date.now() - started} ms`);

      const sites: SiteRow[] = await db.query(`SELECT id, countries, is_default FROM sites`);
      const siteFor = (country: Country): number =>
        (sites.find((site) => site.countries.includes(country)) ?? sites.find((site) => site.is_default)!).id;

      for (let from = 0; from < missing.length; from += BATCH) {
        const batch = missing.slice(from, from + BATCH);
        const files = new Map<string, StoredPhoto[]>();
        for (const member of batch) {
          files.set(member.email, await Promise.all(pool.imagesFor(member).map((image) => photos.copyFor(image.key))));
        }
        await db.transaction((tx) => insertMembers(tx, batch, files, passwordHash, siteFor));
      }
      await retireLegacyMembers(db, photos, log);
      demoId = demo.id ?? (await createDemoAccount(db, passwordHash, siteFor('IT'), now));
      if (demo.id !== null) await completeDemoProfile(db, demo.id);
      if (!demo.hasPhoto) await addPhoto(db, demoId, await photos.copyFor(DEMO_AVATAR.key));
    } finally {
      photos.close();
    }
    log(`demo members: ${missing.length} created in ${Date.now() - started} ms`);
    const showcase = await seedShowcase(db, demoId, population, now, log);
    await writeDemoLogin(demoLoginFile);
    return { created: missing.length, images: wanted.size, showcase, ms: Date.now() - started };
  }

  await completeDemoProfile(db, demo.id!);
  const showcase = await seedShowcase(db, demo.id!, population, now, log);
  await writeDemoLogin(demoLoginFile);
  return { created: 0, images: 0, showcase, ms: Date.now() - started };
}

async function seedShowcase(
  db: DataSource,
  demoId: number,
  population: readonly DemoMember[],
  now: Date,
  log: (message: string) => void,
): Promise<ShowcaseResult> {
  const result = await seedDemoShowcase(db, demoId, population, now);
  if (result.granted) {
    log(`demo login: ${DEMO_CREDITS} credits, ${result.likes} likes, ${result.conversations} chats with ${result.messages} messages`);
  }
  return result;
}

async function writeDemoLogin(file: string): Promise<void> {
  await mkdir(dirname(resolve(file)), { recursive: true });
  // The start banner shows every line of this file under "Demo login".
  await writeFile(file, `Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}\nstarts with ${DEMO_CREDITS} credits, likes and chats to read\n`);
}

async function insertMembers(
  tx: EntityManager,
  members: readonly DemoMember[],
  files: ReadonlyMap<string, StoredPhoto[]>,
  passwordHash: string,
  siteFor: (country: Country) => number,
): Promise<void> {
  const rows = members.map((m) => ({
    email: m.email,
    name: m.name,
    date_of_birth: m.date_of_birth,
    activated_at: m.activated_at,
    language: m.language,
    site_id: siteFor(m.country),
    country: m.country,
    gender: m.gender,
    sexuality: m.sexuality,
    region: m.region,
    city: m.city,
    about_me: m.about_me,
    hair_colour: m.hair_colour,
    eye_colour: m.eye_colour,
    body_type: m.body_type,
    relationship_status: m.relationship_status,
    interests: m.interests,
    invisible: m.invisible,
    fictional: m.fictional,
    signup_date: m.signup_date,
  }));
  // One statement per batch: the rows travel as a single JSON parameter.
  const ids: Array<{ id: number; email: string }> = await tx.query(
    `INSERT INTO users (email, password_hash, name, date_of_birth, status, activated_at, language, site_id, country, gender,
                        sexuality, region, city, about_me, hair_colour, eye_colour, body_type, relationship_status, interests,
                        invisible, fictional, signup_date)
     SELECT r.email, $2, r.name, r.date_of_birth, 'active', r.activated_at, r.language, r.site_id, r.country, r.gender,
            r.sexuality, r.region, r.city, r.about_me, r.hair_colour, r.eye_colour, r.body_type, r.relationship_status,
            r.interests, r.invisible, r.fictional, r.signup_date
       FROM jsonb_to_recordset($1::jsonb) AS r(
            email text, name text, date_of_birth date, activated_at timestamptz, language text, site_id integer,
            country text, gender text, sexuality text, region text, city text, about_me text, hair_colour text,
            eye_colour text, body_type text, relationship_status text, interests text[], invisible boolean,
            fictional boolean, signup_date timestamptz)
     RETURNING id, email`,
    [JSON.stringify(rows), passwordHash],
  );
  const idOf = new Map(ids.map((row) => [row.email, row.id]));
  const photoRows = members.flatMap((m) =>
    files.get(m.email)!.map((file, position) => ({ user_id: idOf.get(m.email)!, ...file, position, created_at: m.signup_date })),
  );
  await tx.query(
    `INSERT INTO photos (user_id, filename, thumb_filename, status, position, created_at)
     SELECT r.user_id, r.filename, r.thumb_filename, 'active', r.position, r.created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(user_id integer, filename text, thumb_filename text, position integer, created_at timestamptz)`,
    [JSON.stringify(photoRows)],
  );
  // Demo members never visited, so all would be "away": their reminder clock starts at the seed
  // instead of thousands of reminder mails at the first start (docs/decisions.md, reminder mails).
  await tx.query(`INSERT INTO reminder_mails (user_id) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING`, [ids.map((row) => row.id)]);
}

/**
 * Avatar pictures: each distinct picture goes once through the real upload pipeline and
 * storage; every member who shows it gets their own file names, copies of the stored
 * ones (hard links on disk, server-side copies in an object store). Deleting one member's
 * photo thus never touches another member's.
 */
class PhotoFiles {
  private readonly storage: PhotoStorageService;
  private readonly pipeline = new PhotoPipelineService();
  private readonly stored = new Map<string, StoredPhoto>();
  private readonly handedOut = new Set<string>();

  constructor(config: PhotoStoreSettings) {
    this.storage = new PhotoStorageService(createPhotoStore(config));
  }

  async render(images: readonly AvatarImage[]): Promise<void> {
    const svgs = renderAvatarSvgs(images.map((image) => image.options));
    let next = 0;
    const work = async (): Promise<void> => {
      while (next < images.length) {
        const i = next++;
        const png = await sharp(Buffer.from(svgs[i]!)).png({ compressionLevel: 1 }).toBuffer();
        const { image, thumb } = await this.pipeline.process(png);
        this.stored.set(images[i]!.key, await this.storage.save(image, thumb));
      }
    };
    await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, work));
  }

  /** Files of the picture for one more member: the stored ones for the first, copies (links on disk) after that. */
  async copyFor(key: string): Promise<StoredPhoto> {
    const source = this.stored.get(key);
    if (!source) throw new Error(`avatar ${key} was not rendered`);
    if (!this.handedOut.has(key)) {
      this.handedOut.add(key);
      return source;
    }
    return this.storage.copy(source);
  }

  remove(filename: string): Promise<void> {
    return this.storage.remove(filename);
  }

  close(): void {
    this.storage.onModuleDestroy();
  }
}

/**
 * The first demo data was 24 members with drawn silhouettes (`giulia.0@…`); with real
 * signup dates they would head every "newest" list. They go, photos included, unless
 * something already refers to them.
 */
async function retireLegacyMembers(db: DataSource, photos: PhotoFiles, log: (message: string) => void): Promise<void> {
  const legacy: Array<{ id: number; files: string[] }> = await db.query(
    `SELECT u.id, array_remove(array_agg(p.filename), NULL) AS files
       FROM users u LEFT JOIN photos p ON p.user_id = u.id
      WHERE u.email ~ $1
      GROUP BY u.id`,
    [`^[a-z]+\\.[0-9]{1,2}@${DEMO_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`],
  );
  if (legacy.length === 0) return;
  try {
    await db.query(`DELETE FROM users WHERE id = ANY($1)`, [legacy.map((row) => row.id)]);
  } catch (error) {
    log(`demo members: the ${legacy.length} members of the first demo data stay (${error instanceof Error ? error.message : error})`);
    return;
  }
  // A file that is already gone (or was never stored under MEDIA_DIR) is no reason to fail a start.
  for (const file of legacy.flatMap((row) => row.files)) await photos.remove(file).catch(() => undefined);
  log(`demo members: removed the ${legacy.length} members of the first demo data`);
}

interface DemoAccountState {
  id: number | null;
  exists: boolean;
  hasPhoto: boolean;
}

async function demoAccountState(db: DataSource): Promise<DemoAccountState> {
  const rows: Array<{ id: number; photos: number }> = await db.query(
    `SELECT u.id, (SELECT count(*)::int FROM photos p WHERE p.user_id = u.id) AS photos FROM users u WHERE u.email = $1`,
    [DEMO_EMAIL],
  );
  const row = rows[0];
  return { id: row?.id ?? null, exists: !!row, hasPhoto: !!row && row.photos > 0 };
}

/** The demo member's portrait: short brown hair, light beard, smiling. */
const DEMO_AVATAR: AvatarImage = {
  key: 'demo',
  options: {
    ...avatarOptions('male', 'brown', 0, 0),
    top: ['shortWaved'],
    topProbability: 100,
    hairColor: ['5a3825'],
    facialHair: ['beardLight'],
    facialHairProbability: 100,
    facialHairColor: ['5a3825'],
    accessoriesProbability: 0,
    skinColor: ['edb98a'],
    mouth: ['smile'],
    eyes: ['happy'],
    backgroundColor: ['b6e3f4'],
  },
};

const DEMO_PROFILE = {
  gender: 'male',
  sexuality: 'hetero',
  region: 'IT-MI',
  city: 'Milano',
  hair_colour: 'brown',
  eye_colour: 'brown',
  body_type: 'normal',
  relationship_status: 'single',
  about_me: inflect(`${ABOUT_ME.it.self[0]} ${ABOUT_ME.it.likes[1]} ${ABOUT_ME.it.wants[0]}`, 'male'),
  interests: ['travelling', 'music', 'cooking', 'wine', 'hiking', 'movies'],
} as const;

/** The demo login: Alessandro, 35, from Milano, with a complete profile. */
async function createDemoAccount(db: DataSource, passwordHash: string, siteId: number, now: Date): Promise<number> {
  const p = DEMO_PROFILE;
  const rows: Array<{ id: number }> = await db.query(
    `INSERT INTO users (email, password_hash, name, date_of_birth, status, activated_at, language, site_id, country, credits,
                        gender, sexuality, region, city, hair_colour, eye_colour, body_type, relationship_status, about_me, interests)
     VALUES ($1, $2, 'Alessandro', $3, 'active', now(), 'it', $4, 'IT', 0, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     RETURNING id`,
    [
      DEMO_EMAIL,
      passwordHash,
      birthDateFor(35, now, new Random(seedOf('demo-login'))),
      siteId,
      p.gender,
      p.sexuality,
      p.region,
      p.city,
      p.hair_colour,
      p.eye_colour,
      p.body_type,
      p.relationship_status,
      p.about_me,
      p.interests,
    ],
  );
  return rows[0]!.id;
}

/**
 * Installations seeded before the profile fields existed have a bare demo member: fill in
 * only what is empty, since he may have edited his profile since.
 */
async function completeDemoProfile(db: DataSource, id: number): Promise<void> {
  const p = DEMO_PROFILE;
  await db.query(
    `UPDATE users SET gender = COALESCE(gender, $2), sexuality = COALESCE(sexuality, $3), region = COALESCE(region, $4),
            city = COALESCE(city, $5), hair_colour = COALESCE(hair_colour, $6), eye_colour = COALESCE(eye_colour, $7),
            body_type = COALESCE(body_type, $8), relationship_status = COALESCE(relationship_status, $9),
            about_me = COALESCE(about_me, $10), interests = CASE WHEN cardinality(interests) = 0 THEN $11 ELSE interests END
      WHERE id = $1 AND (gender IS NULL OR sexuality IS NULL OR region IS NULL OR city IS NULL OR hair_colour IS NULL
            OR eye_colour IS NULL OR body_type IS NULL OR relationship_status IS NULL OR about_me IS NULL
            OR cardinality(interests) = 0)`,
    [id, p.gender, p.sexuality, p.region, p.city, p.hair_colour, p.eye_colour, p.body_type, p.relationship_status, p.about_me, p.interests],
  );
}

async function addPhoto(db: DataSource, userId: number, file: StoredPhoto): Promise<void> {
  await db.query(`INSERT INTO photos (user_id, filename, thumb_filename, status, position) VALUES ($1, $2, $3, 'active', 0)`, [
    userId,
    file.filename,
    file.thumb_filename,
  ]);
}

export { DEMO_EMAIL_DOMAIN };
