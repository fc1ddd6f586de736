import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { MailSendPayload } from '@amoretto/shared';
import { createDataSource } from '@amoretto/shared/db';
import type { DataSource } from 'typeorm';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { NotificationMailService } from './notification-mail.service';
import { UnreadDigestProcessor } from './unread-digest.processor';
import { eventually } from '../testing/eventually';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  envelope: { from: { address: string } };
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string }>;
}

async function caughtMailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${process.env.MAIL_WEB_URL}/api/email`);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.to.some((t) => t.address === address));
}

/** The mail's header block as sent, folded lines joined (the catcher's JSON keeps only some headers). */
async function headerBlockOf(mail: CaughtMail): Promise<string> {
  const source = await (await fetch(`${process.env.MAIL_WEB_URL}/api/email/${mail.id}/source`)).text();
  return source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
}

describe('notification mails', () => {
  let app: INestApplicationContext;
  let db: DataSource;
  let mail: NotificationMailService;

  beforeAll(async () => {
    const config = loadWorkersConfig({
      ...process.env,
      PORT: '4994',
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '50',
      PUBLIC_URL: 'http://localhost:4000',
      MAIL_LINK_HOST: 'site',
      MAIL_BOUNCE_ADDRESS: 'bounce@mail.amoretto.test',
    });
    app = await createWorkers(config);
    await app.init();
    mail = app.get(NotificationMailService);
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const member = async (
    seed: { name?: string; status?: string; fictional?: boolean; off?: string[]; disabled?: string[]; domain?: string } = {},
  ) => {
    const email = `notify.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const [site] = await db.query(`SELECT id FROM sites WHERE domain = $1`, [seed.domain ?? 'amoretto.it']);
    const [row] = await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, fictional,
                          email_notifications_off, notifications_disabled)
       VALUES ($1, 'x', $2, '1990-03-03', $3, 'it', $4, 'IT', $5, $6, $7) RETURNING id`,
      [email, seed.name ?? 'Marco', seed.status ?? 'active', site.id, seed.fictional ?? false, seed.off ?? [], seed.disabled ?? []],
    );
    return { id: row.id as number, email };
  };

  const queuedTo = async (email: string): Promise<MailSendPayload[]> =>
    (
      (await db.query(`SELECT payload FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1 ORDER BY id`, [email])) as Array<{
        payload: MailSendPayload;
      }>
    ).map((r) => r.payload);

  const queue = (userId: number, type: Parameters<NotificationMailService['queue']>[1]['type'] = 'new_messages') =>
    db.transaction((manager) =>
      mail.queue(manager, {
        userId,
        type,
        vars: { sender: 'Giulia' },
        path: '/chats/12',
        profiles: [{ name: 'Giulia', fictional: true, age: 31, city: 'Milano', path: '/members/7' }],
        quote: 'Ciao! Come stai?',
      }),
    );

  it('queues a mail in the member’s language from the member’s site, with one-click unsubscribe for its type and a VERP bounce address', async () => {
    const { id, email } = await member();
    expect(await queue(id)).toBe('queued');
    const [payload] = await queuedTo(email);
    expect(payload).toMatchObject({
      subject: 'Nuovo messaggio da Giulia',
      fromName: 'Amoretto',
      replyTo: expect.stringMatching(/@/),
      envelopeFrom: expect.stringMatching(new RegExp(`^bounce\\+${id}\\.new_messages\\.[0-9a-f]{24}@mail\\.amoretto\\.test$`)),
      headers: {
        'List-Unsubscribe': expect.stringMatching(
          new RegExp(
            `^<mailto:unsubscribe\\+${id}\\.new_messages\\.[0-9a-f]{24}@mail\\.amoretto\\.test\\?subject=unsubscribe>, <https://amoretto\\.it/api/unsubscribe/${id}\\.new_messages\\.[0-9a-f]{24}>$`,
          ),
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    // The fictional profile carries the site's label in the text part too.
    expect(payload!.text).toMatch(/- Giulia, 31, Milano \([^)]+\): https:\/\/amoretto\.it\/members\/7/);
    expect(payload!.text).toContain('https://amoretto.it/chats/12');
    expect(payload!.text).toContain('> Ciao! Come stai?');
  });

  it('reaches the inbox as an HTML mail with a plain-text part and the unsubscribe headers', async () => {
    const { id, email } = await member({ name: 'Sara' });
    await queue(id, 'new_conversations');
    const [caught] = await eventually(
      () => caughtMailsTo(email),
      (m) => m.length > 0,
    );
    expect(caught).toBeDefined();
    expect(caught!.subject).toBe('Giulia ha iniziato una conversazione con te');
    expect(caught!.html).toContain('Ciao Sara,');
    expect(caught!.html).toContain('href="https://amoretto.it/chats/12"');
    expect(caught!.text).toContain('Ciao Sara,');
    const headers = await headerBlockOf(caught!);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toMatch(
      new RegExp(
        `^List-Unsubscribe: <mailto:unsubscribe\\+${id}\\.new_conversations\\.[0-9a-f]{24}@[^>]+>, <https://amoretto\\.it/api/unsubscribe/${id}\\.new_conversations\\.[0-9a-f]{24}>$`,
        'm',
      ),
    );
    expect(headers).toMatch(/^Reply-To: support@amoretto\.it$/m);
    expect(caught!.envelope.from.address).toMatch(new RegExp(`^bounce\\+${id}\\.new_conversations\\.`));
    expect(caught!.from[0]!.name).toBe('Amoretto');
  });

  it.each([
    ['the type is off', { off: ['new_messages'] }],
    ['mail is off after a bounce', { disabled: ['bounce'] }],
    ['the account is not confirmed', { status: 'not_confirmed' }],
    ['the account is deleted', { status: 'deleted' }],
  ])('queues nothing when %s', async (_what, seed) => {
    const { id, email } = await member(seed);
    expect(await queue(id)).toBe('not_allowed');
    expect(await queuedTo(email)).toEqual([]);
  });

  describe('daily unread-message digest', () => {
    const digest = () => app.get(UnreadDigestProcessor).run();

    /** A conversation in which `from` wrote `count` messages to `to`, the first `hoursAgo` hours ago; unread by `to`. */
    const unread = async (from: number, to: number, count: number, hoursAgo: number) => {
      const [a, b] = from < to ? [from, to] : [to, from];
      const toIsA = to === a;
      const [conversation] = await db.query(
        `INSERT INTO conversations (user_a_id, user_b_id, started_by, a_unread, b_unread, last_seq, last_message_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - $7 * interval '1 hour') RETURNING id`,
        [a, b, from, toIsA ? count : 0, toIsA ? 0 : count, count, hoursAgo - count * 0.01],
      );
      for (let seq = 1; seq <= count; seq++) {
        await db.query(
          `INSERT INTO messages (conversation_id, seq, sender_id, client_id, body, cost, created_at)
           VALUES ($1, $2, $3, $4, 'Ciao', 0, now() - $5 * interval '1 hour')`,
          [conversation.id, seq, from, randomUUID(), hoursAgo - seq * 0.01],
        );
      }
    };

    it('mails a member whose messages wait more than a day, once however often it runs, naming who waits', async () => {
      const reader = await member({ name: 'Luca' });
      const anna = await member({ name: 'Anna', fictional: true });
      const bea = await member({ name: 'Bea' });
      await unread(anna.id, reader.id, 2, 30);
      await unread(bea.id, reader.id, 1, 2);
      await digest();
      await digest();
      const mails = await queuedTo(reader.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Hai 3 messaggi non letti');
      expect(mails[0]!.text).toMatch(/- Anna \([^)]+\): /);
      expect(mails[0]!.text).toMatch(/- Bea: /);
      expect(mails[0]!.headers?.['List-Unsubscribe']).toContain(`/api/unsubscribe/${reader.id}.unread_message_reminders.`);
      expect(await db.query(`SELECT count(*)::int AS n FROM unread_digests WHERE user_id = $1`, [reader.id])).toEqual([{ n: 1 }]);
    });

    it('leaves alone messages younger than a day, members with the type off, and a pile already announced', async () => {
      const fresh = await member();
      const off = await member({ off: ['unread_message_reminders'] });
      const told = await member();
      const sender = await member({ name: 'Carla' });
      await unread(sender.id, fresh.id, 1, 3);
      await unread(sender.id, off.id, 1, 30);
      await unread(sender.id, told.id, 1, 50);
      // A digest two days ago already named that message; nothing new arrived since.
      await db.query(`INSERT INTO unread_digests (user_id, day, sent_at) VALUES ($1, current_date - 2, now() - interval '40 hours')`, [
        told.id,
      ]);
      await digest();
      expect(await queuedTo(fresh.email)).toEqual([]);
      expect(await queuedTo(off.email)).toEqual([]);
      expect(await queuedTo(told.email)).toEqual([]);
    });
  });
});
