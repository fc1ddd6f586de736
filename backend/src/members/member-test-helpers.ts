// Test helpers shared by the member page, likes/blocks and hidden-data integration tests.
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SitesService } from '../sites/sites.service';
import { signUp } from '../testing/accounts-helpers';
import type { TestBackend } from '../testing/test-app';

export const NL_HOST = 'amoretto.nl';

export interface MemberSeed {
  name?: string;
  email?: string;
  gender?: 'male' | 'female';
  country?: string;
  region?: string | null;
  city?: string | null;
  age?: number;
  date_of_birth?: string;
  status?: string;
  invisible?: boolean;
  profile_status?: string;
  about_me?: string | null;
  hair_colour?: string | null;
  credits?: number;
  tracking?: Record<string, string>;
  paid_user?: boolean;
}

export const birthDateFor = (age: number): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() - 10)).toISOString().slice(0, 10);
};

/** A member row straight in the database, on the site of its country. */
export async function insertMember(db: DataSource, seed: MemberSeed = {}): Promise<number> {
  const country = seed.country ?? 'NL';
  const [row] = (await db.query(
    `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality,
                        region, city, invisible, profile_status, about_me, hair_colour, credits, tracking, paid_user)
     VALUES ($1, 'x', $2, $3, $4, 'nl', (SELECT id FROM sites WHERE $5 = ANY(countries) ORDER BY id LIMIT 1), $5, $6, 'hetero',
             $7, $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING id`,
    [
      seed.email ?? `seed.${randomBytes(5).toString('hex')}@example.com`,
      seed.name ?? 'Sanne',
      seed.date_of_birth ?? birthDateFor(seed.age ?? 30),
      seed.status ?? 'active',
      country,
      seed.gender ?? 'female',
      seed.region === undefined ? 'NL-UT' : seed.region,
      seed.city === undefined ? 'Utrecht' : seed.city,
      seed.invisible ?? false,
      seed.profile_status ?? 'active',
      seed.about_me ?? null,
      seed.hair_colour ?? null,
      seed.credits ?? 0,
      JSON.stringify(seed.tracking ?? {}),
      seed.paid_user ?? false,
    ],
  )) as Array<{ id: number }>;
  return row!.id;
}

/** A photo row (no files: member pages only hand out addresses). */
export async function insertPhoto(
  db: DataSource,
  userId: number,
  position: number,
  status = 'active',
): Promise<{ id: number; filename: string; thumb_filename: string }> {
  const stem = `m${userId}-${randomBytes(6).toString('hex')}`;
  const [row] = (await db.query(
    `INSERT INTO photos (user_id, filename, thumb_filename, status, position) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, filename, thumb_filename`,
    [userId, `${stem}.jpg`, `${stem}-thumb.jpg`, status, position],
  )) as Array<{ id: number; filename: string; thumb_filename: string }>;
  return row!;
}

/** A logged-in member made through the API; gender and place set directly. */
export async function viewerOn(
  backend: TestBackend,
  db: DataSource,
  place: { gender?: 'male' | 'female'; country?: string; region?: string | null } = {},
): Promise<{ id: number; cookie: string }> {
  const signed = await signUp(backend, { name: 'Daan' }, NL_HOST);
  if (signed.res.status !== 201) throw new Error(`signup failed: ${signed.res.status} ${JSON.stringify(signed.res.body)}`);
  const id = signed.res.body.user.id as number;
  await db.query(`UPDATE users SET gender = $2, sexuality = 'hetero', country = $3, region = $4 WHERE id = $1`, [
    id,
    place.gender ?? 'male',
    place.country ?? 'NL',
    place.region === undefined ? 'NL-UT' : place.region,
  ]);
  return { id, cookie: signed.cookie };
}

export async function setSite(backend: TestBackend, db: DataSource, domain: string, changes: Record<string, unknown>): Promise<void> {
  for (const [column, value] of Object.entries(changes)) {
    await db.query(`UPDATE sites SET "${column}" = $1 WHERE domain = $2`, [value, domain]);
  }
  backend.app.get(SitesService).invalidate();
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export function flattenPlan(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flattenPlan)];
}
