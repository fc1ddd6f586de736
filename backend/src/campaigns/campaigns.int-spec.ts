import { signUp, useTestBackend } from '../testing/accounts-helpers';

describe('campaign signup: member card and signup_flow', () => {
  const ctx = useTestBackend();

  const card = (id: number | string) => ctx.backend.http().get(`/api/members/${id}/card`);

  /** A member as a campaign ad would name them, with a photo pending moderation and an active one. */
  async function member(): Promise<number> {
    const { res } = await signUp(ctx.backend, { name: 'Chiara', date_of_birth: '1990-03-01' });
    const id = res.body.user.id as number;
    await ctx.db.query(`UPDATE users SET city = 'Verona', region = 'VR' WHERE id = $1`, [id]);
    await ctx.db.query(
      `INSERT INTO photos (user_id, filename, thumb_filename, status, position) VALUES
         ($1, 'pending.jpg', 'pending-t.jpg', 'pending', 0), ($1, 'main.jpg', 'main-t.jpg', 'active', 1)`,
      [id],
    );
    return id;
  }

  describe('GET /api/members/:id/card', () => {
    it('shows a visitor the member’s card with the main photo on the site’s cdn', async () => {
      const id = await member();
      const res = await card(id).expect(200);
      expect(res.body.member).toMatchObject({
        id,
        name: 'Chiara',
        city: 'Verona',
        fictional: false,
        main_image: { thumb_url: '/cdn/main-t.jpg' },
      });
      expect(res.body.member.age).toBeGreaterThanOrEqual(35);
      // Nothing beyond the card: no email, birth date or account state.
      expect(Object.keys(res.body.member).sort()).toEqual(['age', 'city', 'country', 'fictional', 'id', 'main_image', 'name', 'region']);
    });

    it.each([
      ['deleted', `status = 'deleted', deleted_at = now()`],
      ['disabled', `profile_status = 'disabled'`],
      ['invisible', 'invisible = true'],
    ])('answers 404 member_not_found when the member is %s', async (_label, change) => {
      const id = await member();
      await ctx.db.query(`UPDATE users SET ${change} WHERE id = $1`, [id]);
      const res = await card(id).expect(404);
      expect(res.body.error.code).toBe('member_not_found');
      expect(res.body.error.message).toEqual(expect.any(String));
    });

    it('answers 404 for an unknown id and 400 for one that is no id', async () => {
      expect((await card(2_000_000_000).expect(404)).body.error.code).toBe('member_not_found');
      expect((await card('abc').expect(400)).body.error.code).toBe('validation_failed');
      expect((await card(0).expect(400)).body.error.code).toBe('validation_failed');
    });
  });

  describe('signup_flow on POST /api/accounts', () => {
    const flowOf = async (id: number) => (await ctx.db.query(`SELECT signup_flow FROM users WHERE id = $1`, [id]))[0].signup_flow;

    it('stores api for a campaign signup and confirms the queued activation mail once', async () => {
      const { res } = await signUp(ctx.backend, { signup_flow: 'api' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ activation_mail: 'queued', user: { signup_flow: 'api', status: 'not_confirmed' } });
      expect(await flowOf(res.body.user.id)).toBe('api');
      const mails = await ctx.db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1`, [
        res.body.user.email,
      ]);
      expect(mails[0].n).toBe(1);
    });

    it('lets the new member’s default search count matches right away (the page’s third step)', async () => {
      const { cookie } = await signUp(ctx.backend, { signup_flow: 'api' });
      const res = await ctx.backend.http().get('/api/members').set('Cookie', cookie).expect(200);
      expect(res.body.numResults).toEqual(expect.any(Number));
    });

    it('stores form when the field is left out', async () => {
      const { res } = await signUp(ctx.backend);
      expect(res.body.user.signup_flow).toBe('form');
      expect(await flowOf(res.body.user.id)).toBe('form');
    });

    it('refuses any other value', async () => {
      const { res, body } = await signUp(ctx.backend, { signup_flow: 'campaign' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', fields: { signup_flow: ['isIn'] } });
      expect(await ctx.db.query(`SELECT id FROM users WHERE email = $1`, [body.email])).toEqual([]);
    });
  });
});
