import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { COUNTRIES, LOCALES_BY_COUNTRY, REGIONS, type ChatItem, type Country, type Locale } from '@amoretto/shared';
import { DiskPhotoStore } from '@amoretto/shared/node';
import { PhotoStorageService } from '../photos/photo-storage.service';
import { bootBackend, type TestBackend } from '../testing/test-app';
import { dataSourceOf, sessionCookie } from '../testing/accounts-helpers';
import { citiesFor } from './data/cities';
import { DEMO_EMAIL, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoMembers } from './demo-members.seeder';
import { DEMO_CREDITS, DEMO_CREDITS_KEY, DEMO_CREDITS_REASON } from './demo-showcase';

const MEMBERS = 300;

interface MemberRow {
  id: number;
  email: string;
  country: Country;
  region: string;
  city: string;
  language: Locale;
  age: number;
  fictional: boolean;
  invisible: boolean;
  site_countries: Country[];
  interests: string[];
  about_me: string | null;
  main_photo: string | null;
  main_thumb: string | null;
  photos: number;
}

interface PartnerRow {
  id: number;
  email: string;
  gender: string;
  sexuality: string;
  country: string;
  invisible: boolean;
  fictional: boolean;
}

interface ConversationRow {
  id: number;
  last_seq: number;
  last_message_at: Date;
  demo_unread: number;
  other_unread: number;
  started_by_partner: boolean;
  seqs: number[];
  costs: number;
  last_at: Date;
}

describe('demo members seeder', () => {
  let backend: TestBackend;
  let db: DataSource;
  let dir: string;
  let media: string;
  const removeSeeded = async () => {
    // The ledger keeps its members (ON DELETE RESTRICT): its rows go first.
    await db.query(`DELETE FROM credit_entries WHERE user_id IN (SELECT id FROM users WHERE email LIKE $1 OR email = $2)`, [
      `%@${DEMO_EMAIL_DOMAIN}`,
      DEMO_EMAIL,
    ]);
    await db.query(`DELETE FROM users WHERE email LIKE $1 OR email = $2`, [`%@${DEMO_EMAIL_DOMAIN}`, DEMO_EMAIL]);
  };
  const members = (): Promise<MemberRow[]> =>
    db.query(
      `SELECT u.id, u.email, u.country, u.region, u.city, u.language, u.fictional, u.invisible, u.interests, u.about_me,
              date_part('year', age(u.date_of_birth))::int AS age, s.countries AS site_countries,
              (SELECT p.filename FROM photos p WHERE p.user_id = u.id ORDER BY p.position LIMIT 1) AS main_photo,
              (SELECT p.thumb_filename FROM photos p WHERE p.user_id = u.id ORDER BY p.position LIMIT 1) AS main_thumb,
              (SELECT count(*)::int FROM photos p WHERE p.user_id = u.id) AS photos
         FROM users u JOIN sites s ON s.id = u.site_id
        WHERE u.email LIKE $1 ORDER BY u.email`,
      [`%@${DEMO_EMAIL_DOMAIN}`],
    );
  const counts = async () =>
    (
      await db.query(
        `SELECT (SELECT count(*)::int FROM users WHERE email LIKE $1) AS users,
            (SELECT count(*)::int FROM photos p JOIN users u ON u.id = p.user_id WHERE u.email LIKE $1 OR u.email = $2) AS photos`,
        [`%@${DEMO_EMAIL_DOMAIN}`, DEMO_EMAIL],
      )
    )[0] as { users: number; photos: number };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'amoretto-seed-'));
    media = join(dir, 'media');
    backend = await bootBackend({ config: { MEDIA_DIR: media } });
    db = dataSourceOf(backend.app);
    // Rows left by an interrupted earlier run would point at photos that no longer exist.
    await removeSeeded();
  });
  afterAll(async () => {
    // The photos live in the temporary folder below: keep no rows that point at them.
    await removeSeeded();
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates a varied population with a photo each, the demo login, and nothing more on a second run', async () => {
    const file = join(dir, 'demo-login.txt');
    const first = await seedDemoMembers(db, { MEDIA_DIR: media }, file, { members: MEMBERS });
    expect(first.created).toBe(MEMBERS);
    const rows = await members();
    expect(rows).toHaveLength(MEMBERS);
    // Counted as reminded at the seed, so the first start mails no reminder to every demo member.
    const [reminded] = await db.query(
      `SELECT count(*)::int AS n FROM reminder_mails r JOIN users u ON u.id = r.user_id WHERE u.email LIKE $1`,
      [`%@${DEMO_EMAIL_DOMAIN}`],
    );
    expect(reminded.n).toBe(MEMBERS);

    expect(new Set(rows.map((m) => m.country))).toEqual(new Set(COUNTRIES));
    for (const m of rows) {
      expect(REGIONS[m.country].regions.map((r) => r.code)).toContain(m.region);
      expect(citiesFor(m.country, m.region, m.language)).toContain(m.city);
      expect(LOCALES_BY_COUNTRY[m.country]).toContain(m.language);
      expect(m.site_countries).toContain(m.country);
      expect(m.age).toBeGreaterThanOrEqual(18);
      expect(m.age).toBeLessThanOrEqual(70);
      expect(m.interests.length).toBeGreaterThanOrEqual(3);
      expect(m.about_me).toBeTruthy();
      expect(m.main_photo).toBeTruthy();
    }
    const fictional = rows.filter((m) => m.fictional).length / rows.length;
    expect(fictional).toBeGreaterThanOrEqual(0.04);
    expect(fictional).toBeLessThanOrEqual(0.06);
    expect(rows.some((m) => m.invisible)).toBe(true);
    expect(rows.some((m) => m.photos >= 3)).toBe(true);

    // Real JPEGs on disk, main image and thumbnail, under MEDIA_DIR.
    for (const m of rows) {
      expect(readFileSync(join(media, m.main_photo!)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(statSync(join(media, m.main_thumb!)).size).toBeGreaterThan(1000);
    }
    const sample = await sharp(join(media, rows[0]!.main_photo!)).metadata();
    expect(sample.format).toBe('jpeg');
    expect(sample.width).toBeGreaterThanOrEqual(320);

    // Every photo row has its own file names, so deleting one member's photo spares the others.
    const names: Array<{ filename: string; thumb_filename: string }> = await db.query(
      `SELECT p.filename, p.thumb_filename FROM photos p JOIN users u ON u.id = p.user_id WHERE u.email LIKE $1 OR u.email = $2`,
      [`%@${DEMO_EMAIL_DOMAIN}`, DEMO_EMAIL],
    );
    expect(new Set(names.map((n) => n.filename)).size).toBe(names.length);
    expect(new Set(names.map((n) => n.thumb_filename)).size).toBe(names.length);
    const byInode = new Map<number, string[]>();
    for (const m of rows) {
      const inode = statSync(join(media, m.main_photo!)).ino;
      byInode.set(inode, [...(byInode.get(inode) ?? []), m.main_photo!]);
    }
    const shared = [...byInode.values()].find((files) => files.length > 1)!;
    expect(shared).toBeDefined();
    await new PhotoStorageService(new DiskPhotoStore(media)).remove(shared[0]!);
    expect(() => statSync(join(media, shared[0]!))).toThrow();
    expect(readFileSync(join(media, shared[1]!)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // A second run only checks.
    const before = await counts();
    const second = await seedDemoMembers(db, { MEDIA_DIR: media }, file, { members: MEMBERS });
    expect(second.created).toBe(0);
    expect(second.images).toBe(0);
    expect(await counts()).toEqual(before);
    expect(readFileSync(file, 'utf8')).toContain(DEMO_EMAIL);

    // The demo login works and sees members with photos that load.
    const login = await backend.http().post('/api/user.php').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).expect(200);
    // Newest members depend on what other suites left in the shared database: check the
    // demo login's own photo instead, served from this run's media folder.
    const own = await backend.http().get('/api/photos').set('Cookie', sessionCookie(login.headers['set-cookie'])).expect(200);
    expect(own.body.photos.length).toBeGreaterThanOrEqual(1);
    await backend.http().get(own.body.photos[0].thumb_url).expect(200).expect('content-type', 'image/jpeg');
    await backend.http().get(own.body.photos[0].url).expect(200).expect('content-type', 'image/jpeg');

    const [demo] = await db.query(
      `SELECT u.name, u.country, u.region, u.city, u.gender, u.sexuality, u.hair_colour, u.about_me,
              date_part('year', age(u.date_of_birth))::int AS age, (SELECT count(*)::int FROM photos p WHERE p.user_id = u.id) AS photos
         FROM users u WHERE u.email = $1`,
      [DEMO_EMAIL],
    );
    expect(demo).toMatchObject({
      name: 'Alessandro',
      country: 'IT',
      region: 'IT-MI',
      city: 'Milano',
      gender: 'male',
      sexuality: 'hetero',
      age: 35,
      photos: 1,
    });
    expect(demo.hair_colour).toBeTruthy();
    expect(demo.about_me).toBeTruthy();
  });

  it('gives the demo login credits, likes (one a match) and unread chats from real members, once', async () => {
    const file = join(dir, 'demo-login.txt');
    const [{ id: demoId }] = await db.query(`SELECT id FROM users WHERE email = $1`, [DEMO_EMAIL]);
    const state = async () =>
      (
        await db.query(
          `SELECT u.credits,
              (SELECT coalesce(sum(amount), 0)::int FROM credit_entries WHERE user_id = u.id) AS ledger_sum,
              (SELECT count(*)::int FROM credit_entries WHERE user_id = u.id) AS entries,
              (SELECT count(*)::int FROM likes WHERE liker_id = u.id OR liked_id = u.id) AS likes,
              (SELECT count(*)::int FROM conversations WHERE user_a_id = u.id OR user_b_id = u.id) AS conversations,
              (SELECT count(*)::int FROM messages m JOIN conversations c ON c.id = m.conversation_id
                WHERE c.user_a_id = u.id OR c.user_b_id = u.id) AS messages
         FROM users u WHERE u.id = $1`,
          [demoId],
        )
      )[0] as { credits: number; ledger_sum: number; entries: number; likes: number; conversations: number; messages: number };

    // One ledger row with its own reason and key; the cached balance agrees with the ledger.
    const seeded = await state();
    expect(seeded).toEqual({ credits: DEMO_CREDITS, ledger_sum: DEMO_CREDITS, entries: 1, likes: 6, conversations: 3, messages: 7 });
    expect(await db.query(`SELECT amount, reason, idempotency_key FROM credit_entries WHERE user_id = $1`, [demoId])).toEqual([
      { amount: DEMO_CREDITS, reason: DEMO_CREDITS_REASON, idempotency_key: DEMO_CREDITS_KEY },
    ]);

    // Every partner is a real, visible demo member the demo login would search for.
    const partners: PartnerRow[] = await db.query(
      `SELECT DISTINCT u.id, u.email, u.gender, u.sexuality, u.country, u.invisible, u.fictional
           FROM users u
          WHERE u.id IN (SELECT liker_id FROM likes WHERE liked_id = $1
                         UNION SELECT CASE WHEN user_a_id = $1 THEN user_b_id ELSE user_a_id END FROM conversations
                                WHERE user_a_id = $1 OR user_b_id = $1)`,
      [demoId],
    );
    expect(partners.length).toBe(6);
    for (const p of partners) {
      expect(p.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      expect(p).toMatchObject({ gender: 'female', country: 'IT', invisible: false, fictional: false });
      expect(['hetero', 'bi']).toContain(p.sexuality);
    }

    // The messages as the send flow leaves them: seq 1..n, last_seq and last_message_at on the last one, nothing charged.
    const conversations: ConversationRow[] = await db.query(
      `SELECT c.id, c.last_seq, c.last_message_at,
                CASE WHEN c.user_a_id = $1 THEN c.a_unread ELSE c.b_unread END AS demo_unread,
                CASE WHEN c.user_a_id = $1 THEN c.b_unread ELSE c.a_unread END AS other_unread,
                c.started_by <> $1 AS started_by_partner,
                (SELECT array_agg(m.seq ORDER BY m.seq) FROM messages m WHERE m.conversation_id = c.id) AS seqs,
                (SELECT sum(m.cost)::int FROM messages m WHERE m.conversation_id = c.id) AS costs,
                (SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = c.id) AS last_at
           FROM conversations c WHERE c.user_a_id = $1 OR c.user_b_id = $1 ORDER BY c.id`,
      [demoId],
    );
    for (const c of conversations) {
      expect(c.seqs).toEqual(Array.from({ length: c.last_seq }, (_, i) => i + 1));
      expect(new Date(c.last_message_at).getTime()).toBe(new Date(c.last_at).getTime());
      expect(c.costs).toBe(0);
      expect(c.other_unread).toBe(0);
      expect(c.started_by_partner).toBe(true);
    }
    // Each conversation's unread count is what the partner wrote after the demo login's last message.
    const unread: Array<{ id: number; n: number }> = await db.query(
      `SELECT c.id, count(m.id)::int AS n FROM conversations c
         JOIN messages m ON m.conversation_id = c.id AND m.sender_id <> $1
          AND m.seq > coalesce((SELECT max(d.seq) FROM messages d WHERE d.conversation_id = c.id AND d.sender_id = $1), 0)
        WHERE c.user_a_id = $1 OR c.user_b_id = $1 GROUP BY c.id`,
      [demoId],
    );
    expect(new Map(conversations.map((c) => [c.id, c.demo_unread]))).toEqual(new Map(unread.map((u) => [u.id, u.n])));
    expect(
      await db.query(
        `SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
                             WHERE (c.user_a_id = $1 OR c.user_b_id = $1) AND m.sender_id = $1`,
        [demoId],
      ),
    ).toEqual([{ n: 1 }]);
    expect(await db.query(`SELECT count(*)::int AS n FROM credit_entries WHERE user_id = ANY($1)`, [partners.map((p) => p.id)])).toEqual([
      { n: 0 },
    ]);

    // What the demo login sees after logging in.
    const login = await backend.http().post('/api/user.php').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).expect(200);
    const cookie = sessionCookie(login.headers['set-cookie']);
    const chats = await backend.http().get('/api/chats.php').set('Cookie', cookie).expect(200);
    expect(chats.body.chats).toHaveLength(3);
    const totalUnread = conversations.reduce((sum, c) => sum + c.demo_unread, 0);
    expect(totalUnread).toBeGreaterThanOrEqual(3);
    expect(chats.body.num_unread_messages).toBe(totalUnread);
    for (const chat of chats.body.chats as ChatItem[]) {
      const c = conversations.find((row) => row.id === chat.conversation.id)!;
      expect(chat.num_unread_messages).toBe(c.demo_unread);
      expect(chat.num_unread_messages).toBeGreaterThan(0);
      expect(chat.conversation.last_message!.seq).toBe(c.last_seq);
      expect(chat.conversation.last_message!.body).toBeTruthy();
    }
    const thread = await backend.http().get(`/api/chats/${conversations[0]!.id}/messages`).set('Cookie', cookie).expect(200);
    expect(thread.body.messages.map((m: { seq: number }) => m.seq)).toEqual(conversations[0]!.seqs);

    const received = await backend.http().get('/api/likes.php?type=received').set('Cookie', cookie).expect(200);
    expect(received.body.profiles).toHaveLength(5);
    expect(received.body.liked_by).toHaveLength(5);
    for (const like of received.body.liked_by) expect(like.like_new).toBe(true);
    expect(new Set(received.body.profiles.map((p: { id: number }) => p.id))).toEqual(
      new Set(received.body.liked_by.map((l: { id: number }) => l.id)),
    );
    const matches = await backend.http().get('/api/likes.php?type=matches').set('Cookie', cookie).expect(200);
    expect(matches.body.profiles).toHaveLength(1);
    // The match is also the partner of the chat with the demo login's reply.
    const [withReply] = await db.query(
      `SELECT CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END AS partner_id
         FROM conversations c JOIN messages m ON m.conversation_id = c.id AND m.sender_id = $1`,
      [demoId],
    );
    expect(matches.body.profiles[0].id).toBe(withReply.partner_id);

    // Seeding again changes nothing, even after the demo login read a chat and unliked his match.
    await backend.http().post(`/api/chats/${conversations[0]!.id}/read`).set('Cookie', cookie).expect(200);
    await db.query(`DELETE FROM likes WHERE liker_id = $1`, [demoId]);
    const before = await state();
    const again = await seedDemoMembers(db, { MEDIA_DIR: media }, file, { members: MEMBERS });
    expect(again.showcase.granted).toBe(false);
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({ credits: DEMO_CREDITS, ledger_sum: DEMO_CREDITS, entries: 1, likes: 5, conversations: 3, messages: 7 });
    expect(readFileSync(file, 'utf8')).toContain(`${DEMO_CREDITS} credits`);
  });

  it('finishes a run that stopped half-way, adding exactly what is missing, and retires the first demo data', async () => {
    const file = join(dir, 'demo-login.txt');
    const all = await counts();
    // As if the last batch had not been written.
    const gone: Array<{ email: string }> = await db.query(`SELECT email FROM users WHERE email LIKE $1 ORDER BY id DESC LIMIT 40`, [
      `%@${DEMO_EMAIL_DOMAIN}`,
    ]);
    await db.query(`DELETE FROM users WHERE email = ANY($1)`, [gone.map((g) => g.email)]);
    expect((await counts()).users).toBe(all.users - 40);
    // A member of the first, 24-member demo data, with a stored photo.
    const storage = new PhotoStorageService(new DiskPhotoStore(media));
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const old = await storage.save(jpeg, jpeg);
    const [legacy] = await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country)
       SELECT $1, 'x', 'Giulia', '1990-01-01', 'active', 'it', id, 'IT' FROM sites WHERE 'IT' = ANY(countries) RETURNING id`,
      [`giulia.0@${DEMO_EMAIL_DOMAIN}`],
    );
    await db.query(`INSERT INTO photos (user_id, filename, thumb_filename) VALUES ($1, $2, $3)`, [
      legacy.id,
      old.filename,
      old.thumb_filename,
    ]);

    const result = await seedDemoMembers(db, { MEDIA_DIR: media }, file, { members: MEMBERS });
    expect(result.created).toBe(40);
    expect(await counts()).toEqual(all);
    expect(await db.query(`SELECT id FROM users WHERE id = $1`, [legacy.id])).toEqual([]);
    expect(() => statSync(join(media, old.filename))).toThrow();
    const back: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM users WHERE email = ANY($1)`, [
      gone.map((g) => g.email),
    ]);
    expect(back[0]!.n).toBe(40);
  });

  it('completes the demo login of an older installation without overwriting what he changed', async () => {
    const file = join(dir, 'demo-login.txt');
    await db.query(`UPDATE users SET hair_colour = NULL, about_me = NULL, interests = '{}', city = 'Monza' WHERE email = $1`, [DEMO_EMAIL]);
    await db.query(`DELETE FROM photos WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [DEMO_EMAIL]);
    const result = await seedDemoMembers(db, { MEDIA_DIR: media }, file, { members: MEMBERS });
    expect(result.created).toBe(0);
    const [demo] = await db.query(
      `SELECT u.city, u.hair_colour, u.about_me, u.interests, p.filename
         FROM users u JOIN photos p ON p.user_id = u.id WHERE u.email = $1`,
      [DEMO_EMAIL],
    );
    expect(demo.city).toBe('Monza');
    expect(demo.hair_colour).toBe('brown');
    expect(demo.about_me).toBeTruthy();
    expect(demo.interests.length).toBeGreaterThanOrEqual(3);
    expect(readFileSync(join(media, demo.filename)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
