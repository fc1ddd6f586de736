import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CamsResponse, Settings } from '@amoretto/shared';
import { useIsolatedBackend } from '../testing/isolated-database';
import { seedDemoCams } from '../seed/demo-cams';
import { seedDemoSiteTags } from '../seed/demo-site-tags';
import { hitsOfSite } from './collector.repository';

const IT_HOST = 'localhost:4000';
const NL_HOST = 'amoretto.nl';
const FR_HOST = 'amoretto.fr';

// docs/product.md#consent and #cams: what a site's data says about its tags and partner cards.
describe('site tags, the first-party collector and cam cards', () => {
  const media = mkdtempSync(join(tmpdir(), 'amoretto-cams-'));
  const ctx = useIsolatedBackend('collector', { MEDIA_DIR: media });

  beforeAll(async () => {
    // Before the first request: the backend keeps the sites in memory for a minute.
    await ctx.db.query(`UPDATE sites SET tags = $1 WHERE domain = 'amoretto.fr'`, [
      JSON.stringify({
        tracking_tag: { id: 'bad id!', script_url: 'javascript:alert(1)' },
        session_analytics: { id: 'SA-1', script_url: '//evil.example/x.js' },
      }),
    ]);
    await ctx.db.query(`UPDATE sites SET tags = $1 WHERE domain = 'amoretto.es'`, [
      JSON.stringify({ tracking_tag: { id: 'GTM-ABC123', script_url: 'https://tags.example.com/gtm.js' }, session_analytics: null }),
    ]);
    expect(await seedDemoSiteTags(ctx.db)).toBeGreaterThan(5);
    expect(await seedDemoSiteTags(ctx.db)).toBe(0);
    expect(await seedDemoCams(ctx.db, { MEDIA_DIR: media })).toBeGreaterThan(0);
    expect(await seedDemoCams(ctx.db, { MEDIA_DIR: media })).toBe(0);
  }, 60_000);
  afterAll(() => rmSync(media, { recursive: true, force: true }));

  const settingsOf = async (host: string) =>
    (await ctx.backend.http().get('/api/settings.php').set('Host', host).expect(200)).body as Settings;
  const siteId = async (domain: string) =>
    ((await ctx.db.query(`SELECT id FROM sites WHERE domain = $1`, [domain])) as Array<{ id: number }>)[0]!.id;

  it('gives each site its own tags in the settings, as the data says', async () => {
    const it = await settingsOf(IT_HOST);
    expect(it.tags).toEqual({
      tracking_tag: { id: 'TAG-amoretto-it', script_url: '/api/collect/tracking-tag.js' },
      session_analytics: { id: 'SA-amoretto-it', script_url: '/api/collect/session-analytics.js' },
    });
    expect((await settingsOf(NL_HOST)).tags.tracking_tag?.id).toBe('TAG-amoretto-nl');
    expect((await settingsOf('amoretto.es')).tags).toEqual({
      tracking_tag: { id: 'GTM-ABC123', script_url: 'https://tags.example.com/gtm.js' },
      session_analytics: null,
    });
  });

  it('never hands out a stored tag that is not a plain id and a same-origin or https script', async () => {
    expect((await settingsOf(FR_HOST)).tags).toEqual({ tracking_tag: null, session_analytics: null });
  });

  it('serves the stand-in scripts as JavaScript that reports to the collector', async () => {
    for (const [file, kind] of [
      ['tracking-tag.js', 'tracking_tag'],
      ['session-analytics.js', 'session_analytics'],
    ] as const) {
      const res = await ctx.backend.http().get(`/api/collect/${file}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.text).toContain('/api/collect/hits');
      expect(res.text).toContain(JSON.stringify(kind));
    }
  });

  it('stores a hit for the site of the request host, and refuses malformed or cross-site ones', async () => {
    await ctx.backend
      .http()
      .post('/api/collect/hits')
      .set('Host', NL_HOST)
      .send({ kind: 'session_analytics', tag_id: 'SA-amoretto-nl', path: '/members' })
      .expect(204);
    expect(await hitsOfSite(ctx.db, await siteId(NL_HOST))).toEqual([
      expect.objectContaining({ kind: 'session_analytics', tag_id: 'SA-amoretto-nl', path: '/members' }),
    ]);
    const bad = [
      { kind: 'pixel', tag_id: 'X', path: '/' },
      { kind: 'tracking_tag', tag_id: 'a b', path: '/' },
      { kind: 'tracking_tag', tag_id: 'X', path: 'members' },
      { kind: 'tracking_tag', tag_id: 'X', path: `/${'a'.repeat(400)}` },
    ];
    for (const body of bad) await ctx.backend.http().post('/api/collect/hits').set('Host', NL_HOST).send(body).expect(400);
    await ctx.backend
      .http()
      .post('/api/collect/hits')
      .set('Host', NL_HOST)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ kind: 'tracking_tag', tag_id: 'X', path: '/' })
      .expect(403);
    expect(await hitsOfSite(ctx.db, await siteId(NL_HOST))).toHaveLength(1);
  });

  it('lists partner cards only on a site whose member_resell allows them, live cams first', async () => {
    const it = (await ctx.backend.http().get('/api/cams').set('Host', IT_HOST).expect(200)).body as CamsResponse;
    expect(it.cams.length).toBeGreaterThanOrEqual(4);
    expect(new Set(it.cams.map((cam) => cam.kind))).toEqual(new Set(['cam', 'resell']));
    expect(it.cams[0]).toMatchObject({ kind: 'cam', live: true });
    for (const cam of it.cams) {
      expect(cam.photo_url).toMatch(/^\/cdn\/[A-Za-z0-9_-]{2}\//);
      if (cam.kind === 'resell') expect(cam).toMatchObject({ live: false, exclusive: false });
      await ctx.backend.http().get(cam.photo_url).expect(200);
    }
    expect(((await ctx.backend.http().get('/api/cams').set('Host', NL_HOST).expect(200)).body as CamsResponse).cams).toEqual([]);
  });
});
