import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { OwnPhotosResponse } from '@amoretto/shared';
import { signUp, useTestBackend } from '../testing/accounts-helpers';

const jpeg = (colour: string) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const COLOURS = ['#c33', '#3c3', '#33c', '#cc3', '#3cc', '#c3c', '#999', '#333', '#111', '#222', '#444', '#777', '#abc'];

/** Every stored image and thumbnail under the media directory of this test file. */
function storedFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.jpg'));
}

describe('own photos: list, upload limit, delete, make main, reorder', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'amoretto-own-photos-'));
  const ctx = useTestBackend({ config: { MEDIA_DIR: mediaDir } });
  const images = new Map<string, Buffer>();
  beforeAll(async () => {
    for (const colour of COLOURS) images.set(colour, await jpeg(colour));
  });
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  const upload = (cookie: string, colour = '#c33') =>
    ctx.backend
      .http()
      .post('/api/photos')
      .set('Cookie', cookie)
      .attach('file', images.get(colour)!, { filename: 'me.jpg', contentType: 'image/jpeg' });
  const list = async (cookie: string): Promise<OwnPhotosResponse> =>
    (await ctx.backend.http().get('/api/photos').set('Cookie', cookie).expect(200)).body;
  /** Photo rows straight from the database, in position order. */
  const rows = (userId: number): Promise<Array<{ id: number; position: number; filename: string; thumb_filename: string }>> =>
    ctx.db.query(`SELECT id, position, filename, thumb_filename FROM photos WHERE user_id = $1 ORDER BY position, id`, [userId]);

  async function memberWithPhotos(count: number) {
    const member = await signUp(ctx.backend);
    for (let i = 0; i < count; i++) await upload(member.cookie, COLOURS[i]).expect(201);
    const { photos } = await list(member.cookie);
    return { cookie: member.cookie, id: member.res.body.user.id as number, ids: photos.map((p) => p.id) };
  }

  it('keeps a free member at 3 photos when 6 uploads arrive at once, with distinct positions and no stray files', async () => {
    const before = storedFiles(mediaDir).length;
    const member = await signUp(ctx.backend);
    const results = await Promise.all(COLOURS.slice(0, 6).map((colour) => upload(member.cookie, colour)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403]);
    for (const refused of results.filter((r) => r.status === 403)) {
      expect(refused.body.error).toMatchObject({ code: 'photo_limit_reached', details: { limit: 3 } });
    }
    const stored = await rows(member.res.body.user.id);
    expect(stored.map((p) => p.position)).toEqual([0, 1, 2]);
    // The refused uploads had already been processed and written: their files are gone again.
    expect(storedFiles(mediaDir).length - before).toBe(6);
  });

  it('never exceeds the limit nor repeats a position when uploads, deletes, make-main and reorders race', async () => {
    const member = await memberWithPhotos(2);
    const [a, b] = member.ids as [number, number];
    const http = () => ctx.backend.http();
    const results = await Promise.all([
      upload(member.cookie, '#111'),
      http().delete(`/api/photos/${a}`).set('Cookie', member.cookie),
      upload(member.cookie, '#222'),
      http().post(`/api/photos/${b}/main`).set('Cookie', member.cookie),
      http()
        .put('/api/photos/order')
        .set('Cookie', member.cookie)
        .send({ ids: [b, a] }),
      upload(member.cookie, '#444'),
      upload(member.cookie, '#777'),
    ]);
    // Every answer is one a serial order could give, never a server error.
    for (const res of results) expect([200, 201, 400, 403, 404]).toContain(res.status);
    const stored = await rows(member.id);
    expect(stored.length).toBeLessThanOrEqual(3);
    expect(stored.map((p) => p.position)).toEqual(stored.map((_, i) => i));
    const uploaded = results.filter((r) => r.status === 201).length;
    expect(uploaded).toBeGreaterThanOrEqual(1);
    expect(stored.length).toBe(2 + uploaded - 1);
    expect(stored.map((p) => p.id)).not.toContain(a);
  });

  it('lists own photos in order with addresses under the CDN prefix and the member limit', async () => {
    const member = await memberWithPhotos(2);
    const res = await list(member.cookie);
    expect(res.limit).toBe(3);
    expect(res.photos).toHaveLength(2);
    expect(res.photos.map((p) => p.position)).toEqual([0, 1]);
    for (const photo of res.photos) {
      expect(photo).toMatchObject({
        status: 'active',
        url: expect.stringMatching(/^\/cdn\/.+\.jpg$/),
        thumb_url: expect.stringMatching(/^\/cdn\/.+_thumb\.jpg$/),
      });
      await ctx.backend.http().get(photo.thumb_url).expect(200);
    }
    await ctx.backend.http().get('/api/photos').expect(403);
  });

  it('refuses the 4th photo of a free member and accepts it once the member is premium', async () => {
    const member = await memberWithPhotos(3);
    const fourth = await upload(member.cookie, '#777').expect(403);
    expect(fourth.body.error).toMatchObject({ code: 'photo_limit_reached', details: { limit: 3 } });
    await ctx.db.query(`UPDATE users SET paid_user = true WHERE id = $1`, [member.id]);
    expect((await list(member.cookie)).limit).toBe(25);
    await upload(member.cookie, '#777').expect(201);
    expect((await rows(member.id)).map((p) => p.position)).toEqual([0, 1, 2, 3]);
  });

  it('deletes a photo with its files; deleting the main photo makes the next one main', async () => {
    const member = await memberWithPhotos(3);
    const [main, second, third] = (await rows(member.id)) as [
      Awaited<ReturnType<typeof rows>>[number],
      ...Awaited<ReturnType<typeof rows>>,
    ];
    const res = await ctx.backend.http().delete(`/api/photos/${main.id}`).set('Cookie', member.cookie).expect(200);
    expect((res.body as OwnPhotosResponse).photos.map((p) => [p.id, p.position])).toEqual([
      [second.id, 0],
      [third!.id, 1],
    ]);
    expect(existsSync(join(mediaDir, main.filename))).toBe(false);
    expect(existsSync(join(mediaDir, main.thumb_filename))).toBe(false);
    expect(existsSync(join(mediaDir, second.filename))).toBe(true);
    const me = await ctx.backend.http().get('/api/user.php').set('Cookie', member.cookie).expect(200);
    expect(me.body.user.profile.main_image.filename).toBe(second.filename);
    // The freed place can be used again.
    await upload(member.cookie, '#abc').expect(201);
  });

  it('keeps the files of a deleted photo that another photo row still uses', async () => {
    const member = await memberWithPhotos(1);
    const other = await signUp(ctx.backend);
    const [photo] = (await rows(member.id)) as [Awaited<ReturnType<typeof rows>>[number]];
    await ctx.db.query(`INSERT INTO photos (user_id, filename, thumb_filename, status, position) VALUES ($1, $2, $3, 'active', 0)`, [
      other.res.body.user.id,
      photo.filename,
      photo.thumb_filename,
    ]);
    const res = await ctx.backend.http().delete(`/api/photos/${photo.id}`).set('Cookie', member.cookie).expect(200);
    expect(res.body.photos).toEqual([]);
    expect(existsSync(join(mediaDir, photo.filename))).toBe(true);
    expect(existsSync(join(mediaDir, photo.thumb_filename))).toBe(true);
    const me = await ctx.backend.http().get('/api/user.php').set('Cookie', member.cookie).expect(200);
    expect(me.body.user.profile.main_image).toBeNull();
  });

  it('makes a photo the main one and shifts the others back in their order', async () => {
    const member = await memberWithPhotos(3);
    const [a, b, c] = member.ids as [number, number, number];
    const res = await ctx.backend.http().post(`/api/photos/${c}/main`).set('Cookie', member.cookie).expect(200);
    expect((res.body as OwnPhotosResponse).photos.map((p) => [p.id, p.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const me = await ctx.backend.http().get('/api/user.php').set('Cookie', member.cookie).expect(200);
    const [first] = (await rows(member.id)) as [Awaited<ReturnType<typeof rows>>[number]];
    expect(first.id).toBe(c);
    expect(me.body.user.profile.main_image.filename).toBe(first.filename);
  });

  it("reorders only with exactly the member's own photo ids", async () => {
    const member = await memberWithPhotos(3);
    const [a, b, c] = member.ids as [number, number, number];
    const put = (ids: unknown) => ctx.backend.http().put('/api/photos/order').set('Cookie', member.cookie).send({ ids });
    for (const wrong of [
      [a, b],
      [a, b, c, c],
      [a, b, c, 999_999_999],
      [a, b, 999_999_999],
    ]) {
      const res = await put(wrong).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.fields).toHaveProperty('ids');
    }
    await put(['x']).expect(400);
    expect((await rows(member.id)).map((p) => p.id)).toEqual([a, b, c]);
    const res = await put([b, c, a]).expect(200);
    expect((res.body as OwnPhotosResponse).photos.map((p) => [p.id, p.position])).toEqual([
      [b, 0],
      [c, 1],
      [a, 2],
    ]);
  });

  it("does not let a member delete, promote or reorder another member's photos, nor learn that they exist", async () => {
    const owner = await memberWithPhotos(2);
    const intruder = await memberWithPhotos(1);
    const [first, second] = owner.ids as [number, number];
    const http = () => ctx.backend.http();
    const missing = await http().delete('/api/photos/999999999').set('Cookie', intruder.cookie).expect(404);
    const foreign = await http().delete(`/api/photos/${second}`).set('Cookie', intruder.cookie).expect(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error.code).toBe('not_found');
    await http().post(`/api/photos/${second}/main`).set('Cookie', intruder.cookie).expect(404);
    await http()
      .put('/api/photos/order')
      .set('Cookie', intruder.cookie)
      .send({ ids: [second, first] })
      .expect(400);
    await http()
      .put('/api/photos/order')
      .set('Cookie', intruder.cookie)
      .send({ ids: [intruder.ids[0], second] })
      .expect(400);
    await http().delete(`/api/photos/abc`).set('Cookie', intruder.cookie).expect(404);
    await http().delete(`/api/photos/${second}`).expect(403);
    expect((await rows(owner.id)).map((p) => [p.id, p.position])).toEqual([
      [first, 0],
      [second, 1],
    ]);
    expect((await rows(intruder.id)).map((p) => p.id)).toEqual(intruder.ids);
  });
});
