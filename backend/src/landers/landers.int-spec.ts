import { useTestBackend, uniqueEmail } from '../testing/accounts-helpers';

// GET /api/landers/cards (docs/product.md#landers): what a campaign lander shows a visitor.
describe('GET /api/landers/cards', () => {
  const ctx = useTestBackend();
  const cards = (query: string) => ctx.backend.http().get(`/api/landers/cards?${query}`);

  interface Options {
    country?: string;
    gender?: 'female' | 'male';
    born?: string;
    photo?: 'active' | 'pending' | null;
    change?: string;
  }

  /** A member written straight into the table; by default a visible New Zealand woman of 30 with an active photo. */
  async function member(name: string, options: Options = {}): Promise<number> {
    const { country = 'NZ', gender = 'female', born = '1996-05-01', photo = 'active', change } = options;
    const [row] = (await ctx.db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality, city,
                          invisible, profile_status)
       VALUES ($1, 'x', $2, $3, 'active', 'en', (SELECT id FROM sites ORDER BY id LIMIT 1), $4, $5, 'hetero', 'Nelson', false, 'active')
       RETURNING id`,
      [uniqueEmail('lander'), name, born, country, gender],
    )) as { id: number }[];
    const id = row!.id;
    if (photo) {
      await ctx.db.query(`INSERT INTO photos (user_id, filename, thumb_filename, status, position) VALUES ($1, $2, $3, $4, 0)`, [
        id,
        `l${id}.jpg`,
        `l${id}-t.jpg`,
        photo,
      ]);
    }
    if (change) await ctx.db.query(`UPDATE users SET ${change} WHERE id = $1`, [id]);
    return id;
  }

  const ids = (body: { members: { id: number }[] }) => body.members.map((m) => m.id);

  it('answers visible members of the country and gender with a photo, newest first, as cards and nothing more', async () => {
    const older = await member('Aroha');
    const newer = await member('Mere');
    const hidden = [
      await member('NoPhoto', { photo: null }),
      await member('Pending', { photo: 'pending' }),
      await member('Fictional', { change: 'fictional = true' }),
      await member('Invisible', { change: 'invisible = true' }),
      await member('Disabled', { change: `profile_status = 'disabled'` }),
      await member('Deleted', { change: `status = 'deleted', deleted_at = now()` }),
      await member('Man', { gender: 'male' }),
      await member('Aussie', { country: 'AU' }),
    ];
    const res = await cards('gender=female&country=NZ&limit=2').expect(200);
    expect(ids(res.body)).toEqual([newer, older]);
    expect(res.body.members[0]).toMatchObject({ name: 'Mere', city: 'Nelson', country: 'NZ', fictional: false });
    expect(res.body.members[0].main_image.thumb_url).toMatch(new RegExp(`/l${newer}-t\\.jpg$`));
    expect(Object.keys(res.body.members[0]).sort()).toEqual(['age', 'city', 'country', 'fictional', 'id', 'main_image', 'name', 'region']);
    expect(res.headers['cache-control']).toBe('private, max-age=60');

    const wide = await cards('gender=female&country=NZ&limit=24').expect(200);
    for (const id of hidden) expect(ids(wide.body)).not.toContain(id);
    const men = await cards('gender=male&country=NZ&limit=24').expect(200);
    expect(ids(men.body)).toContain(hidden[6]);
    expect(ids(men.body)).not.toContain(newer);
  });

  it('keeps to the variant’s minimum age', async () => {
    const young = await member('Young', { born: new Date(Date.UTC(new Date().getUTCFullYear() - 25, 0, 1)).toISOString().slice(0, 10) });
    const mature = await member('Mature', { born: new Date(Date.UTC(new Date().getUTCFullYear() - 40, 0, 1)).toISOString().slice(0, 10) });
    const res = await cards('gender=female&country=NZ&min_age=35&limit=23').expect(200);
    expect(ids(res.body)).toContain(mature);
    expect(ids(res.body)).not.toContain(young);
    for (const card of res.body.members) expect(card.age).toBeGreaterThanOrEqual(35);
  });

  it('serves the site’s country when the visitor’s is not given', async () => {
    const italian = await member('Giulia', { country: 'IT' });
    const res = await cards('gender=female&limit=22').expect(200);
    expect(ids(res.body)[0]).toBe(italian);
    expect(new Set(res.body.members.map((m: { country: string }) => m.country))).toEqual(new Set(['IT']));
  });

  it('gives every visitor the same answer for a minute', async () => {
    const first = await member('First');
    const before = await cards('gender=female&country=NZ&limit=21').expect(200);
    expect(ids(before.body)[0]).toBe(first);
    const later = await member('Later');
    const again = await cards('gender=female&country=NZ&limit=21').expect(200);
    expect(ids(again.body)).toEqual(ids(before.body));
    expect(ids(again.body)).not.toContain(later);
  });

  it.each([
    ['no gender', 'country=NZ'],
    ['an unknown gender', 'gender=other'],
    ['an unknown country', 'gender=female&country=XX'],
    ['a minor’s age', 'gender=female&min_age=17'],
    ['too many cards', 'gender=female&limit=25'],
  ])('refuses %s with validation_failed', async (_label, query) => {
    const res = await cards(query).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});
