import sharp from 'sharp';
import { GOOD_PASSWORD, mailsTo, signUp, tokenFrom, useTestBackend } from '../testing/accounts-helpers';

const jpeg = (colour: string) =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('signup profile steps: details, photos, newest members, reactivation', () => {
  const ctx = useTestBackend();

  const upload = (cookie: string, body: Buffer) =>
    ctx.backend.http().post('/api/photos').set('Cookie', cookie).attach('file', body, { filename: 'me.jpg', contentType: 'image/jpeg' });

  it('saves personal details and about me, checking the region against the member country', async () => {
    const { cookie } = await signUp(ctx.backend);
    const res = await ctx.backend
      .http()
      .patch('/api/profile')
      .set('Cookie', cookie)
      .send({ gender: 'female', sexuality: 'bi', region: 'IT-MI', city: 'Milano', about_me: ' Amo il jazz. ' })
      .expect(200);
    expect(res.body.user.profile).toMatchObject({
      gender: 'female',
      sexuality: 'bi',
      region: 'IT-MI',
      city: 'Milano',
      about_me: 'Amo il jazz.',
      country: 'IT',
    });
    const bad = await ctx.backend.http().patch('/api/profile').set('Cookie', cookie).send({ region: 'NL-NH' }).expect(400);
    expect(bad.body.error.fields).toEqual({ region: ['isIn'] });
    const unknown = await ctx.backend.http().patch('/api/profile').set('Cookie', cookie).send({ gender: 'robot' }).expect(400);
    expect(unknown.body.error.fields).toHaveProperty('gender');
    await ctx.backend.http().patch('/api/profile').send({ city: 'Roma' }).expect(403);
  });

  it('makes the first upload the main image and stops free members at 3 photos, premium at 25', async () => {
    const { cookie, res: signup } = await signUp(ctx.backend);
    const first = await upload(cookie, await jpeg('#c33')).expect(201);
    const main = first.body.user.profile.main_image;
    expect(main).toMatchObject({
      status: 'active',
      filename: expect.stringMatching(/\.jpg$/),
      thumb_filename: expect.stringMatching(/_thumb\.jpg$/),
    });
    await ctx.backend.http().get(`/cdn/${main.thumb_filename}`).expect(200).expect('content-type', 'image/jpeg');
    await upload(cookie, await jpeg('#3c3')).expect(201);
    const third = await upload(cookie, await jpeg('#33c')).expect(201);
    expect(third.body.user.profile.main_image.filename).toBe(main.filename);
    const fourth = await upload(cookie, await jpeg('#999')).expect(403);
    expect(fourth.body.error).toMatchObject({ code: 'photo_limit_reached', details: { limit: 3 } });
    expect(fourth.body.error.message).toContain('3');
    await ctx.db.query(`UPDATE users SET paid_user = true WHERE id = $1`, [signup.body.user.id]);
    await upload(cookie, await jpeg('#999')).expect(201);
  });

  it('refuses an upload without a file and a file that is not an image', async () => {
    const { cookie } = await signUp(ctx.backend);
    await ctx.backend.http().post('/api/photos').set('Cookie', cookie).field('x', '1').expect(400);
    const php = await ctx.backend
      .http()
      .post('/api/photos')
      .set('Cookie', cookie)
      .attach('file', Buffer.from('<?php echo 1; ?>'), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(415);
    expect(php.body.error.code).toBe('unsupported_image');
  });

  it('lists the newest members without the viewer, with thumbnails under the CDN prefix', async () => {
    const viewer = await signUp(ctx.backend);
    const other = await signUp(ctx.backend, { name: 'Marco' });
    await ctx.backend.http().patch('/api/profile').set('Cookie', other.cookie).send({ city: 'Torino' }).expect(200);
    await upload(other.cookie, await jpeg('#a5a')).expect(201);
    const res = await ctx.backend.http().get('/api/members/newest').set('Cookie', viewer.cookie).expect(200);
    const ids = res.body.members.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(viewer.res.body.user.id);
    const marco = res.body.members.find((m: { id: number }) => m.id === other.res.body.user.id);
    expect(marco).toMatchObject({
      name: 'Marco',
      city: 'Torino',
      country: 'IT',
      age: expect.any(Number),
      main_image: { thumb_url: expect.stringMatching(/^\/cdn\/.+_thumb\.jpg$/) },
    });
    await ctx.backend.http().get('/api/members/newest').expect(403);
  });

  it('leaves invisible, disabled and blocked members out of the newest, and shows only approved photos', async () => {
    const viewer = await signUp(ctx.backend);
    const viewerId = viewer.res.body.user.id as number;
    const made = await Promise.all(['Ivo', 'Dora', 'Bea', 'Bruno', 'Pia'].map((name) => signUp(ctx.backend, { name })));
    const [invisible, disabled, blocked, blocker, pending] = made.map((m) => m.res.body.user.id as number);
    await ctx.db.query(`UPDATE users SET invisible = true WHERE id = $1`, [invisible]);
    await ctx.db.query(`UPDATE users SET profile_status = 'disabled' WHERE id = $1`, [disabled]);
    await ctx.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2), ($3, $1)`, [viewerId, blocked, blocker]);
    await upload(made[4]!.cookie, await jpeg('#5a5')).expect(201);
    await ctx.db.query(`UPDATE photos SET status = 'pending' WHERE user_id = $1`, [pending]);

    const res = await ctx.backend.http().get('/api/members/newest').set('Cookie', viewer.cookie).expect(200);
    const ids = res.body.members.map((m: { id: number }) => m.id);
    for (const hidden of [invisible, disabled, blocked, blocker]) expect(ids).not.toContain(hidden);
    expect(res.body.members.find((m: { id: number }) => m.id === pending)).toMatchObject({ main_image: null });
  });

  it('reactivates a recently deleted account by the mailed link, answering the same for any address', async () => {
    const { body } = await signUp(ctx.backend);
    await ctx.db.query(`UPDATE users SET status = 'deleted', deleted_at = now() - interval '2 days' WHERE email = $1`, [body.email]);
    await ctx.backend.http().post('/api/accounts/reactivation').send({ email: body.email }).expect(202);
    await ctx.backend.http().post('/api/accounts/reactivation').send({ email: 'nobody@example.com' }).expect(202);
    const mail = (await mailsTo(ctx.db, body.email)).find((m) => m.text.includes('/api/reactivate.php'));
    const res = await ctx.backend
      .http()
      .get(`/api/reactivate.php?token=${tokenFrom(mail)}`)
      .expect(302);
    expect(res.headers.location).toBe('/login?reactivated=1');
    await ctx.backend.http().post('/api/user.php').send({ email: body.email, password: GOOD_PASSWORD }).expect(200);
  });
});
