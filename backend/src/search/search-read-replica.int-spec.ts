import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { SearchResponse } from '@amoretto/shared';
import { createIsolatedDatabase } from '@amoretto/shared/testing';
import { SitesService } from '../sites/sites.service';
import { dataSourceOf, signUp } from '../testing/accounts-helpers';
import { bootBackend, type TestBackend } from '../testing/test-app';

// DATABASE_READ_URL: search reads its result pages from the replica's connection, read-only
// there, while the searcher (their session) comes from the primary. A second database plays the
// replica, so the members search lists show which connection it read.

const NL_HOST = 'amoretto.nl';
const READ_ONLY = 'options=-c%20default_transaction_read_only%3Don';

const insertMember = (name: string) => ({
  text: `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality, region, city)
         VALUES ($1, 'x', $2, '1994-01-01', 'active', 'nl', (SELECT id FROM sites WHERE 'NL' = ANY(countries) ORDER BY id LIMIT 1),
                 'NL', 'female', 'hetero', 'NL-UT', 'Utrecht')
         RETURNING id`,
  values: [`${name.toLowerCase()}.${Date.now()}@example.com`, name],
});

describe('member search on a read-only replica (DATABASE_READ_URL)', () => {
  let primary: { url: string; drop: () => Promise<void> };
  let replica: { url: string; drop: () => Promise<void> };
  let backend: TestBackend;
  let db: DataSource;
  let replicaWriter: Client;
  const readUrl = () => `${replica.url}?${READ_ONLY}`;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createIsolatedDatabase('primary'), createIsolatedDatabase('replica')]);
    backend = await bootBackend({ config: { DATABASE_URL: primary.url, DATABASE_READ_URL: readUrl() } });
    db = dataSourceOf(backend.app);
    replicaWriter = new Client({ connectionString: replica.url });
    await replicaWriter.connect();
  }, 60_000);

  afterAll(async () => {
    await replicaWriter?.end();
    await backend?.close();
    await Promise.all([primary?.drop(), replica?.drop()]);
  });

  it('lists the replica’s members to a member whose session is on the primary only', async () => {
    const signed = await signUp(backend, { name: 'Daan' }, NL_HOST);
    expect(signed.res.status).toBe(201);
    const viewerId = signed.res.body.user.id as number;
    await db.query(`UPDATE sites SET logged_out_search = 'none', logged_out_search_trafficsource = 'none' WHERE 'NL' = ANY(countries)`);
    backend.app.get(SitesService).invalidate();
    await db.query(`UPDATE users SET gender = 'male', sexuality = 'hetero', country = 'NL', region = 'NL-UT' WHERE id = $1`, [viewerId]);
    const primaryMember = insertMember('Primary');
    const [onPrimary] = (await db.query(primaryMember.text, primaryMember.values)) as Array<{ id: number }>;
    const { rows } = await replicaWriter.query<{ id: number }>(insertMember('Replica'));
    const onReplica = rows[0]!.id;

    const res = await backend.http().get('/api/members').set('Host', NL_HOST).set('Cookie', signed.cookie);
    expect(res.status).toBe(200);
    const body = res.body as SearchResponse;
    const listed = [...body.profiles, ...body.similar].map((p) => p.id);
    expect(listed).toContain(onReplica);
    expect(listed).not.toContain(onPrimary!.id);
    // The viewer's session is on the primary only: with visitors' search off, a 200 shows it was
    // read there (read on the replica, the viewer would be a visitor and refused).
    const visitor = await backend.http().get('/api/members').set('Host', NL_HOST);
    expect(visitor.status).toBe(403);
  });

  it('reads through a connection that cannot write', async () => {
    const reader = new Client({ connectionString: readUrl() });
    await reader.connect();
    try {
      await expect(reader.query(insertMember('Nobody'))).rejects.toThrow(/read-only transaction/);
    } finally {
      await reader.end();
    }
  });

  it('fails the search, and only the search, when the read URL leads nowhere', async () => {
    const broken = await bootBackend({
      config: { DATABASE_URL: primary.url, DATABASE_READ_URL: `${primary.url}_missing` },
    });
    try {
      const signed = await signUp(broken, { name: 'Lotte' }, NL_HOST);
      expect(signed.res.status).toBe(201);
      const res = await broken.http().get('/api/members').set('Host', NL_HOST).set('Cookie', signed.cookie);
      expect(res.status).toBeGreaterThanOrEqual(500);
      const me = await broken.http().get('/api/user.php').set('Host', NL_HOST).set('Cookie', signed.cookie);
      expect(me.status).toBe(200);
    } finally {
      await broken.close();
    }
  }, 30_000);
});
