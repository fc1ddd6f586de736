import type { MatchFinderResponse } from '@amoretto/shared';
import { insertMember, insertPhoto, viewerOn } from '../members/member-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';

describe('match finder', () => {
  const ctx = useIsolatedBackend('match_finder');
  const http = () => ctx.backend.http();
  const find = async (cookie: string, query: Record<string, string>): Promise<number[]> => {
    const res = await http().get('/api/match-finder').query(query).set('Cookie', cookie).expect(200);
    return (res.body as MatchFinderResponse).profiles.map((p) => p.id);
  };
  const describeSelf = (id: number, appearance: string | null, ethnicity: string | null) =>
    ctx.db.query(`UPDATE users SET appearance = $2, ethnicity = $3 WHERE id = $1`, [id, appearance, ethnicity]);

  it('narrows by age group, country and the genders looked for, and leaves out blocked members', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const young = await insertMember(ctx.db, { gender: 'female', age: 24 });
    const thirtyFive = await insertMember(ctx.db, { gender: 'female', age: 35 });
    const older = await insertMember(ctx.db, { gender: 'female', age: 52 });
    const man = await insertMember(ctx.db, { gender: 'male', age: 30 });
    const abroad = await insertMember(ctx.db, { gender: 'female', age: 30, country: 'DE', region: null });
    const hidden = await insertMember(ctx.db, { gender: 'female', age: 30, invisible: true });
    const blocked = await insertMember(ctx.db, { gender: 'female', age: 30 });
    await http().post('/api/blocks').set('Cookie', me.cookie).send({ profile_id: blocked }).expect(200);

    const youngResults = await find(me.cookie, { age_group: '18-35', appearance: 'normal', race: 'any' });
    expect(youngResults).toEqual(expect.arrayContaining([young, thirtyFive]));
    for (const id of [older, man, abroad, hidden, blocked, me.id]) expect(youngResults).not.toContain(id);

    const olderResults = await find(me.cookie, { age_group: '35+', appearance: 'normal', race: 'any' });
    expect(olderResults).toEqual(expect.arrayContaining([thirtyFive, older]));
    expect(olderResults).not.toContain(young);
  });

  it('never leaves out a member for their stated or unstated background or appearance; they only order the list', async () => {
    await ctx.db.query(`UPDATE users SET country = 'BE', region = NULL WHERE country = 'NL'`);
    const me = await viewerOn(ctx.backend, ctx.db);
    const unstated = await insertMember(ctx.db, { gender: 'female', age: 26 });
    const white = await insertMember(ctx.db, { gender: 'female', age: 26 });
    const other = await insertMember(ctx.db, { gender: 'female', age: 26 });
    const sexyOther = await insertMember(ctx.db, { gender: 'female', age: 26 });
    await describeSelf(white, null, 'white');
    await describeSelf(other, null, 'other');
    await describeSelf(sexyOther, 'sexy', 'other');
    const everyone = [unstated, white, other, sexyOther].sort();

    for (const race of ['white', 'other', 'any']) {
      for (const appearance of ['normal', 'sexy']) {
        const ids = await find(me.cookie, { age_group: '18-35', appearance, race });
        expect([...ids].sort()).toEqual(everyone);
      }
    }
    // Appearance first, then a photo, then background: each only among members who stated it.
    expect(await find(me.cookie, { age_group: '18-35', appearance: 'sexy', race: 'white' })).toEqual([sexyOther, white, other, unstated]);
    expect(await find(me.cookie, { age_group: '18-35', appearance: 'normal', race: 'any' })).toEqual([sexyOther, other, white, unstated]);
    await insertPhoto(ctx.db, unstated, 0);
    expect(await find(me.cookie, { age_group: '18-35', appearance: 'normal', race: 'white' })).toEqual([unstated, white, sexyOther, other]);
  });

  it('lets members describe themselves on any site, clear it again, and keeps it to their own profile', async () => {
    const me = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    const patch = (body: Record<string, unknown>) => http().patch('/api/profile').set('Cookie', me.cookie).send(body);
    await patch({ appearance: 'sexy', ethnicity: 'other' }).expect(200);
    const own = await http().get('/api/user.php').set('Cookie', me.cookie).expect(200);
    expect(own.body.user.profile).toMatchObject({ appearance: 'sexy', ethnicity: 'other' });
    // Never on the public profile.
    const other = await viewerOn(ctx.backend, ctx.db);
    const page = await http().get(`/api/members/${me.id}`).set('Cookie', other.cookie).expect(200);
    expect(JSON.stringify(page.body)).not.toMatch(/ethnicity|appearance/);
    await patch({ ethnicity: null }).expect(200);
    expect(await ctx.db.query(`SELECT appearance, ethnicity FROM users WHERE id = $1`, [me.id])).toEqual([
      { appearance: 'sexy', ethnicity: null },
    ]);
    const bad = await patch({ ethnicity: 'martian' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
  });

  it('refuses answers outside the steps and visitors', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const bad = await http()
      .get('/api/match-finder')
      .query({ age_group: '50+', appearance: 'normal', race: 'any' })
      .set('Cookie', me.cookie);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
    const visitor = await http().get('/api/match-finder').query({ age_group: '18-35', appearance: 'normal', race: 'any' });
    expect([visitor.status, visitor.body.error.code]).toEqual([403, 'authentication_required']);
  });
});
