import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { bootBackend, type TestBackend } from '../testing/test-app';
import { dataSourceOf, sessionCookie } from '../testing/accounts-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoMembers } from './demo-members.seeder';

describe('demo members seeder', () => {
  let backend: TestBackend;
  let db: DataSource;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'amoretto-seed-'));
    backend = await bootBackend({ config: { MEDIA_DIR: join(dir, 'media') } });
    db = dataSourceOf(backend.app);
  });
  afterAll(async () => {
    // The photos live in the temporary folder below: keep no rows that point at them.
    await db.query(`DELETE FROM users WHERE email LIKE '%@demo.amoretto.local' OR email = $1`, [DEMO_EMAIL]);
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the demo login and members with photos, once, and the demo member can log in and see them', async () => {
    const file = join(dir, 'demo-login.txt');
    await seedDemoMembers(db, { MEDIA_DIR: join(dir, 'media') }, file);
    const count = async () => Number((await db.query(`SELECT count(*) AS n FROM users WHERE email LIKE '%@demo.amoretto.local'`))[0].n);
    const before = await count();
    await seedDemoMembers(db, { MEDIA_DIR: join(dir, 'media') }, file);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(20);
    expect(readFileSync(file, 'utf8')).toContain(DEMO_EMAIL);

    const login = await backend.http().post('/api/user.php').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).expect(200);
    const newest = await backend.http().get('/api/members/newest').set('Cookie', sessionCookie(login.headers['set-cookie'])).expect(200);
    const withPhoto = newest.body.members.find((m: { main_image: { thumb_url: string } | null }) => m.main_image);
    expect(withPhoto).toBeDefined();
    await backend.http().get(withPhoto.main_image.thumb_url).expect(200).expect('content-type', 'image/jpeg');
  });
});
