import { randomBytes } from 'node:crypto';
import { SitesService } from '../sites/sites.service';
import { signUp, useTestBackend } from '../testing/accounts-helpers';

describe('PATCH /api/profile: the profile page rules', () => {
  const ctx = useTestBackend();
  const patch = (cookie: string, body: Record<string, unknown>) =>
    ctx.backend.http().patch('/api/profile').set('Cookie', cookie).send(body);
  const row = async (id: number) =>
    (
      (await ctx.db.query(
        `SELECT country, region, city, about_me, interests, invisible, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM users WHERE id = $1`,
        [id],
      )) as Array<Record<string, unknown>>
    )[0];

  it('saves every profile attribute and returns them in the user view', async () => {
    const { cookie } = await signUp(ctx.backend);
    const res = await patch(cookie, {
      gender: 'male',
      sexuality: 'gay',
      date_of_birth: '1988-07-03',
      country: 'NL',
      region: 'NL-NH',
      city: '  Amsterdam ',
      hair_colour: 'dark_blond',
      eye_colour: 'hazel',
      body_type: 'slim',
      relationship_status: 'living_together',
      interests: ['wine', 'hiking', 'art'],
      about_me: '  Hoi!  ',
      invisible: true,
    }).expect(200);
    expect(res.body.user.profile).toMatchObject({
      gender: 'male',
      sexuality: 'gay',
      date_of_birth: '1988-07-03',
      country: 'NL',
      region: 'NL-NH',
      city: 'Amsterdam',
      hair_colour: 'dark_blond',
      eye_colour: 'hazel',
      body_type: 'slim',
      relationship_status: 'living_together',
      // Kept in the vocabulary's order whatever order the client sent.
      interests: ['hiking', 'art', 'wine'],
      about_me: 'Hoi!',
      invisible: true,
    });
    expect(res.body.user.profile.age).toBeGreaterThanOrEqual(37);
    const off = await patch(cookie, { invisible: false }).expect(200);
    expect(off.body.user.profile).toMatchObject({ invisible: false, city: 'Amsterdam', interests: ['hiking', 'art', 'wine'] });
  });

  it('clears the optional attributes with null or blank text, but not gender, country or date of birth', async () => {
    const { cookie, res: signup } = await signUp(ctx.backend);
    await patch(cookie, {
      hair_colour: 'red',
      body_type: 'fat',
      region: 'IT-RM',
      city: 'Roma',
      about_me: 'Ciao',
      interests: ['tea'],
    }).expect(200);
    const res = await patch(cookie, {
      hair_colour: null,
      body_type: null,
      region: null,
      city: null,
      about_me: '   ',
      interests: [],
    }).expect(200);
    expect(res.body.user.profile).toMatchObject({
      hair_colour: null,
      body_type: null,
      region: null,
      city: null,
      about_me: null,
      interests: [],
    });
    for (const field of ['gender', 'sexuality', 'country', 'date_of_birth', 'interests', 'invisible', 'about_me']) {
      const bad = await patch(cookie, { [field]: null }).expect(400);
      expect(bad.body.error).toMatchObject({ code: 'validation_failed', fields: { [field]: expect.any(Array) } });
    }
    expect(await row(signup.body.user.id)).toMatchObject({ country: 'IT', dob: '1995-04-12' });
  });

  it('keeps the region within the country: checked against the new country, cleared when the country changes without one', async () => {
    const { cookie, res: signup } = await signUp(ctx.backend);
    const id = signup.body.user.id as number;
    await patch(cookie, { region: 'IT-MI' }).expect(200);
    // A region of another country, alone or together with the current country.
    expect((await patch(cookie, { region: 'DE-BY' }).expect(400)).body.error.fields).toEqual({ region: ['isIn'] });
    expect((await patch(cookie, { country: 'IT', region: 'DE-BY' }).expect(400)).body.error.fields).toEqual({ region: ['isIn'] });
    // The new country's region is checked against the new country, not the stored one.
    expect((await patch(cookie, { country: 'DE', region: 'IT-MI' }).expect(400)).body.error.fields).toEqual({ region: ['isIn'] });
    expect(await row(id)).toMatchObject({ country: 'IT', region: 'IT-MI' });
    await patch(cookie, { country: 'DE', region: 'DE-BY' }).expect(200);
    expect(await row(id)).toMatchObject({ country: 'DE', region: 'DE-BY' });
    // Same country again keeps the region; another country without a region clears it.
    await patch(cookie, { country: 'DE', city: 'München' }).expect(200);
    expect(await row(id)).toMatchObject({ country: 'DE', region: 'DE-BY', city: 'München' });
    const moved = await patch(cookie, { country: 'AT' }).expect(200);
    expect(moved.body.user.profile).toMatchObject({ country: 'AT', region: null });
    await patch(cookie, { country: 'XX' }).expect(400);
  });

  it('refuses a date of birth under 18 or that does not exist, with the signup rule and its error', async () => {
    const { cookie, res: signup } = await signUp(ctx.backend);
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const young = await patch(cookie, { date_of_birth: seventeen }).expect(400);
    expect(young.body.error).toMatchObject({ code: 'invalid_date_of_birth', fields: { date_of_birth: ['minimum_age'] } });
    for (const date of ['2001-02-30', '01/02/1990']) {
      const res = await patch(cookie, { date_of_birth: date }).expect(400);
      expect(res.body.error.fields).toHaveProperty('date_of_birth');
    }
    expect((await row(signup.body.user.id)).dob).toBe('1995-04-12');
    const adult = `${today.getUTCFullYear() - 19}-06-15`;
    expect((await patch(cookie, { date_of_birth: adult }).expect(200)).body.user.profile.date_of_birth).toBe(adult);
  });

  it('leaves the profile unchanged when any field of the request is refused', async () => {
    const { cookie, res: signup } = await signUp(ctx.backend);
    await patch(cookie, { city: 'Napoli', region: 'NL-NH' }).expect(400);
    await patch(cookie, { city: 'Napoli', date_of_birth: '2020-01-01' }).expect(400);
    expect((await row(signup.body.user.id)).city).toBeNull();
  });

  describe('on a site that shows only some profile fields', () => {
    // A site of its own, so changing its settings cannot disturb other test files.
    const domain = `profile-fields-${randomBytes(4).toString('hex')}.test`;
    beforeAll(async () => {
      await ctx.db.query(
        `INSERT INTO sites (domain, aliases, is_default, name, domain_language, countries, index_title, description, cdn_prefix,
                            enable_site_entry_popup, signups, logged_out_search, logged_out_search_trafficsource, minimum_message_costs,
                            message_credits, signup_credits, photo_credits, gift_credits, message_length, fictional_icon,
                            fictional_warning, fictional_singular, fictional_plural, refund_days, support_email, support_phone,
                            visible_profile_fields, visible_profile_notes, search_fields, member_resell)
         SELECT $1, '{}', false, name, domain_language, countries, index_title, description, cdn_prefix,
                enable_site_entry_popup, 'all', logged_out_search, logged_out_search_trafficsource, minimum_message_costs,
                message_credits, signup_credits, photo_credits, gift_credits, message_length, fictional_icon,
                fictional_warning, fictional_singular, fictional_plural, refund_days, support_email, support_phone,
                visible_profile_fields, visible_profile_notes, search_fields, member_resell
           FROM sites WHERE is_default`,
        [domain],
      );
      ctx.backend.app.get(SitesService).invalidate();
    });
    afterAll(async () => {
      await ctx.db.query(`DELETE FROM users WHERE site_id = (SELECT id FROM sites WHERE domain = $1)`, [domain]);
      await ctx.db.query(`DELETE FROM sites WHERE domain = $1`, [domain]);
      ctx.backend.app.get(SitesService).invalidate();
    });

    it('refuses a field the site does not show, naming it, and accepts the shown ones and invisible mode', async () => {
      const member = await signUp(ctx.backend, {}, domain);
      expect(member.res.status).toBe(201);
      const [joined] = (await ctx.db.query(`SELECT s.domain FROM users u JOIN sites s ON s.id = u.site_id WHERE u.id = $1`, [
        member.res.body.user.id,
      ])) as Array<{ domain: string }>;
      expect(joined?.domain).toBe(domain);

      await ctx.db.query(`UPDATE sites SET visible_profile_fields = '{gender,sexuality,city,about_me}' WHERE domain = $1`, [domain]);
      const refused = await patch(member.cookie, { city: 'Bari', hair_colour: 'red', interests: ['tea'] }).expect(400);
      expect(refused.body.error).toMatchObject({
        code: 'validation_failed',
        fields: { hair_colour: ['not_editable'], interests: ['not_editable'] },
      });
      expect(Object.keys(refused.body.error.fields)).toEqual(['hair_colour', 'interests']);
      expect((await row(member.res.body.user.id)).city).toBeNull();
      const ok = await patch(member.cookie, { city: 'Bari', gender: 'female', invisible: true }).expect(200);
      expect(ok.body.user.profile).toMatchObject({ city: 'Bari', gender: 'female', invisible: true });

      // Back to every field: the same request now goes through.
      await ctx.db.query(
        `UPDATE sites SET visible_profile_fields = (SELECT visible_profile_fields FROM sites WHERE is_default) WHERE domain = $1`,
        [domain],
      );
      await patch(member.cookie, { hair_colour: 'red', interests: ['tea'] }).expect(200);
    });
  });
});
