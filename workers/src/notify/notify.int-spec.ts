// web-push as published, trusting the local push service's certificate (see TestPushService).
jest.mock('web-push', () =>
  (jest.requireActual('@amoretto/shared/testing') as typeof import('@amoretto/shared/testing')).webPushTrustingTestPushServices(
    jest.requireActual('web-push'),
  ),
);

import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { PushPayload } from '@amoretto/shared';
import { createDataSource } from '@amoretto/shared/db';
import { writePresence } from '@amoretto/shared/node';
import { createIsolatedDatabase, TestPushService, type TestPushSubscription } from '@amoretto/shared/testing';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { NotifyMessageProcessor } from './notify-message.processor';
import { eventually } from '../testing/eventually';

// Ports of this file: 20200-20209 (20000 + 100 × H, H = 2).
const PUSH_PORT = 20200;
const WORKERS_PORT = 20201;

interface CaughtMail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${process.env.MAIL_WEB_URL}/api/email`);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.to.some((t) => t.address === address));
}

describe('notifications of messages, likes and matches: push end to end through a local push service, and mail', () => {
  let app: INestApplicationContext;
  let db: DataSource;
  let redis: Redis;
  let pushService: TestPushService;

  let drop: () => Promise<void>;
  // A queue prefix of its own, as the workers of this file use it.
  const prefix = `notify-${Date.now()}`;
  const queue = (name: string) => new Queue(name, { connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: null }, prefix });

  // A database and queue prefix of its own: workers of other test files would otherwise relay and
  // run this file's jobs without trusting its push service (and this file's workers theirs).
  beforeAll(async () => {
    pushService = await TestPushService.start({ port: PUSH_PORT, applicationServerKey: process.env.VAPID_PUBLIC_KEY });
    const isolated = await createIsolatedDatabase('notify');
    drop = isolated.drop;
    const config = loadWorkersConfig({
      ...process.env,
      DATABASE_URL: isolated.url,
      QUEUE_PREFIX: prefix,
      PORT: String(WORKERS_PORT),
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '20',
    });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(isolated.url);
    await db.initialize();
    redis = new Redis(process.env.REDIS_URL!);
    notifyQueue = queue('notify');
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await db.destroy();
    await drop();
    await redis.quit();
    await notifyQueue.close();
    await pushService.stop();
  }, 30_000);

  const member = async (name: string, options: { fictional?: boolean; language?: string; previews?: boolean } = {}): Promise<number> => {
    const [row] = (await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, credits, fictional, push_previews)
       VALUES ($1, 'x', $2, '1990-01-01', 'active', $3, (SELECT id FROM sites ORDER BY id LIMIT 1), 'IT', 1000, $4, $5) RETURNING id`,
      [
        `notify.${randomBytes(5).toString('hex')}@example.com`,
        name,
        options.language ?? 'it',
        options.fictional ?? false,
        options.previews ?? true,
      ],
    )) as Array<{ id: number }>;
    return row!.id;
  };

  const emailOf = async (userId: number): Promise<string> =>
    ((await db.query(`SELECT email FROM users WHERE id = $1`, [userId])) as Array<{ email: string }>)[0]!.email;

  /** Mails queued for the member (outbox rows of notify.mail): what the notify jobs decided, counted exactly. */
  const mailsQueuedFor = async (userId: number): Promise<Array<{ subject: string; text: string }>> =>
    (await db.query(
      `SELECT payload->>'subject' AS subject, payload->>'text' AS text FROM outbox
        WHERE job_name = 'notify.mail' AND payload->>'to' = (SELECT email FROM users WHERE id = $1) ORDER BY id`,
      [userId],
    )) as Array<{ subject: string; text: string }>;

  const subscribe = async (userId: number): Promise<TestPushSubscription> => {
    const subscription = pushService.subscribe();
    await db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
      userId,
      subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
    ]);
    return subscription;
  };

  /** Sends through chat_send as the HTTP and socket sends do; answers the message and its conversation. */
  const send = async (from: number, to: number, body: string): Promise<{ id: number; conversation_id: number; seq: number }> => {
    const [{ result }] = (await db.query(`SELECT chat_send($1, $2, $3, 'text', $4, NULL, NULL, NULL, 'message', 2) AS result`, [
      from,
      to,
      randomUUID(),
      body,
    ])) as Array<{ result: { outcome: string; message: { id: number; conversation_id: number; seq: number } } }>;
    expect(result.outcome).toBe('created');
    return result.message;
  };

  /** The notify jobs of outbox rows, as BullMQ holds them. */
  let notifyQueue: Queue;
  const completed = async (where: string, params: unknown[], count = 1): Promise<void> => {
    const states = await eventually(
      async () => {
        const rows = (await db.query(`SELECT id FROM outbox WHERE ${where}`, params)) as Array<{ id: string }>;
        return Promise.all(rows.map((row) => notifyQueue.getJobState(`outbox-${row.id}`)));
      },
      (all) => all.length === count && all.every((state) => state === 'completed'),
    );
    expect(states).toEqual(Array.from({ length: count }, () => 'completed'));
  };

  /** Waits until the workers ran the message's notify job to its end. */
  const handled = (messageId: number): Promise<void> =>
    completed(`job_name = 'notify.message' AND (payload->>'messageId')::int = $1`, [messageId]);

  /** Waits until the relay passed the message's row on without a job: its recipient was looking at the site. */
  const relayedWithoutJob = async (messageId: number): Promise<void> => {
    const where = `job_name = 'notify.message' AND (payload->>'messageId')::int = $1`;
    const rows = await eventually(
      async () =>
        (await db.query(`SELECT id, dispatched_at FROM outbox WHERE ${where}`, [messageId])) as Array<{
          id: string;
          dispatched_at: Date | null;
        }>,
      (found) => found.length === 1 && found[0]!.dispatched_at !== null,
    );
    expect(rows[0]!.dispatched_at).toBeInstanceOf(Date);
    expect(await notifyQueue.getJobState(`outbox-${rows[0]!.id}`)).toBe('unknown');
  };

  const online = async (userId: number, visible: boolean): Promise<void> => {
    const pipeline = redis.pipeline();
    writePresence(pipeline, { userId, socketId: `test-${randomBytes(4).toString('hex')}`, visible }, Date.now());
    await pipeline.exec();
  };

  it('pushes a message to a member who is away: sender, preview, conversation, app badge; VAPID-signed and encrypted', async () => {
    const giulia = await member('Giulia');
    const marco = await member('Marco', { language: 'it' });
    const browser = await subscribe(marco);
    const message = await send(giulia, marco, 'Ciao Marco!\nCome stai?');
    const [push] = await eventually(
      async () => pushService.pushesTo(browser.endpoint),
      (pushes) => pushes.length > 0,
    );
    expect(push!.payload).toEqual({
      v: 1,
      kind: 'message',
      title: 'Giulia',
      body: 'Ciao Marco! Come stai?',
      icon: '/icon.svg',
      badge_count: 1,
      url: `/chats/${message.conversation_id}`,
      tag: `conversation-${message.conversation_id}`,
    } satisfies PushPayload);
    expect(push).toMatchObject({ urgency: 'high', topic: `conversation-${message.conversation_id}` });
    expect(push!.ttl).toBeGreaterThan(0);
    expect(pushService.refused).toEqual([]);

    // A second message of the same conversation within the window: no second push.
    const second = await send(giulia, marco, 'Ci sei?');
    await handled(second.id);
    expect(pushService.pushesTo(browser.endpoint)).toHaveLength(1);

    // Once Marco has read the conversation, the next message pushes again.
    await db.query(
      `UPDATE conversations SET a_read_seq = CASE WHEN user_a_id = $1 THEN $2 ELSE a_read_seq END,
                                b_read_seq = CASE WHEN user_b_id = $1 THEN $2 ELSE b_read_seq END WHERE id = $3`,
      [marco, second.seq, message.conversation_id],
    );
    await send(giulia, marco, 'Eccomi');
    const pushes = await eventually(
      async () => pushService.pushesTo(browser.endpoint),
      (all) => all.length > 1,
    );
    expect((pushes[1]!.payload as PushPayload).body).toBe('Eccomi');
  });

  it('does not push to a member looking at the site, and does to one whose tab is hidden', async () => {
    const anna = await member('Anna');
    const looking = await member('Luca');
    const lookingBrowser = await subscribe(looking);
    await online(looking, true);
    const seen = await send(anna, looking, 'Sei qui?');
    await relayedWithoutJob(seen.id);
    expect(pushService.pushesTo(lookingBrowser.endpoint)).toEqual([]);

    const hidden = await member('Paolo');
    const hiddenBrowser = await subscribe(hidden);
    await online(hidden, false);
    await send(anna, hidden, 'Ehi');
    expect(
      await eventually(
        async () => pushService.pushesTo(hiddenBrowser.endpoint),
        (p) => p.length > 0,
      ),
    ).toHaveLength(1);
  });

  it('labels a fictional sender and leaves the text out for a member who chose no previews', async () => {
    const fictional = await member('Sofia', { fictional: true });
    const member2 = await member('Jan', { language: 'nl', previews: false });
    const browser = await subscribe(member2);
    // A fictional profile only ever answers: the member writes first.
    await send(member2, fictional, 'Hoi Sofia');
    await send(fictional, member2, 'Een geheim bericht');
    const [push] = await eventually(
      async () => pushService.pushesTo(browser.endpoint),
      (p) => p.length > 0,
    );
    expect(push!.payload).toMatchObject({ title: 'Sofia (fictief profiel)', body: 'Nieuw bericht' });
    expect(JSON.stringify(push!.payload)).not.toContain('geheim');
  });

  it('deletes a subscription the push service answers 410 and still reaches the member’s other browsers', async () => {
    const sender = await member('Carla');
    const recipient = await member('Dario');
    const expired = await subscribe(recipient);
    const live = await subscribe(recipient);
    pushService.expire(expired.endpoint, 410);
    const message = await send(sender, recipient, 'Buongiorno');
    await handled(message.id);
    expect(pushService.pushesTo(live.endpoint)).toHaveLength(1);
    expect(pushService.refused).toContainEqual({ endpoint: expired.endpoint, status: 410, reason: 'subscription expired' });
    const rows = (await db.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [recipient])) as Array<{ endpoint: string }>;
    expect(rows.map((r) => r.endpoint)).toEqual([live.endpoint]);
  });

  it('pushes once when the same job runs twice, even at the same time', async () => {
    const sender = await member('Elena');
    const recipient = await member('Fabio');
    const browser = await subscribe(recipient);
    // The message's own job is taken out of the outbox: only the two runs below exist.
    const message = await db.transaction(async (manager) => {
      const [{ result }] = (await manager.query(
        `SELECT chat_send($1, $2, $3, 'text', 'Doppio?', NULL, NULL, NULL, 'message', 2) AS result`,
        [sender, recipient, randomUUID()],
      )) as Array<{ result: { message: { id: number; conversation_id: number; seq: number } } }>;
      await manager.query(`DELETE FROM outbox WHERE job_name = 'notify.message' AND (payload->>'messageId')::int = $1`, [
        result.message.id,
      ]);
      return result.message;
    });
    const payload = {
      messageId: message.id,
      conversationId: message.conversation_id,
      senderId: sender,
      recipientId: recipient,
      seq: message.seq,
    };
    const processor = app.get(NotifyMessageProcessor);
    const job = { jobId: 'outbox-test', key: `notify-twice-${randomBytes(4).toString('hex')}`, attempt: 1 };
    await Promise.all([processor.notify(payload, job), processor.notify(payload, job)]);
    await processor.notify(payload, { ...job, attempt: 2 });
    expect(pushService.pushesTo(browser.endpoint)).toHaveLength(1);
  });

  it('pushes a like to the liked member and a match to both, labelled and localized', async () => {
    const liker = await member('Greta', { fictional: true });
    const liked = await member('Hugo', { language: 'de' });
    const likedBrowser = await subscribe(liked);
    await db.transaction(async (manager) => {
      await manager.query(`INSERT INTO likes (liker_id, liked_id, like_new) VALUES ($1, $2, true)`, [liker, liked]);
      await manager.query(`INSERT INTO outbox (job_name, payload) VALUES ('notify.like', $1)`, [{ likerId: liker, likedId: liked }]);
    });
    const [like] = await eventually(
      async () => pushService.pushesTo(likedBrowser.endpoint),
      (p) => p.length > 0,
    );
    expect(like!.payload).toEqual({
      v: 1,
      kind: 'like',
      title: 'Neues Like!',
      body: 'Greta (fiktives Profil) gefällt dein Profil.',
      icon: '/icon.svg',
      badge_count: 1,
      url: '/likes/received',
      tag: 'likes',
    } satisfies PushPayload);

    const other = await member('Ines', { language: 'es' });
    const otherBrowser = await subscribe(other);
    await db.transaction(async (manager) => {
      await manager.query(`INSERT INTO likes (liker_id, liked_id, like_new) VALUES ($1, $2, true), ($2, $1, true)`, [liked, other]);
      await manager.query(`INSERT INTO outbox (job_name, payload) VALUES ('notify.match', $1), ('notify.match', $2)`, [
        { userId: liked, partnerId: other },
        { userId: other, partnerId: liked },
      ]);
    });
    const [match] = await eventually(
      async () => pushService.pushesTo(otherBrowser.endpoint),
      (p) => p.length > 0,
    );
    expect(match!.payload).toMatchObject({
      kind: 'match',
      title: '¡Es un match!',
      body: 'A Hugo y a ti os gustáis mutuamente.',
      url: '/likes/matches',
    });
    expect(
      await eventually(
        async () => pushService.pushesTo(likedBrowser.endpoint),
        (p) => p.length > 1,
      ),
    ).toHaveLength(2);
  });

  describe('mail', () => {
    it('mails a member with no socket once per conversation, with one push, until they have been back', async () => {
      const giulia = await member('Giulia');
      const marco = await member('Marco');
      const browser = await subscribe(marco);
      const first = await send(giulia, marco, 'Ciao Marco, ti va di chattare?');
      await handled(first.id);
      const [mail] = await eventually(
        async () => mailsTo(await emailOf(marco)),
        (mails) => mails.length > 0,
      );
      // The conversation's first message: new_conversations, in Italian, the quote and the conversation's link.
      expect(mail!.subject).toBe('Giulia ha iniziato una conversazione con te');
      expect(mail!.text).toContain('Ciao Marco, ti va di chattare?');
      expect(mail!.text).toContain(`/chats/${first.conversation_id}`);
      expect(pushService.pushesTo(browser.endpoint)).toHaveLength(1);

      const second = await send(giulia, marco, 'Ci sei?');
      await handled(second.id);
      expect(await mailsQueuedFor(marco)).toHaveLength(1);
      expect(pushService.pushesTo(browser.endpoint)).toHaveLength(1);

      // Marco came to the site (and left again): the next message mails again, as new_messages.
      const pipeline = redis.pipeline();
      const entry = { userId: marco, socketId: 'back-once', visible: true };
      writePresence(pipeline, entry, Date.now());
      await pipeline.exec();
      await redis.del(`presence:${marco}`, `presence:visible:${marco}`);
      const third = await send(giulia, marco, 'Eccomi di nuovo');
      await handled(third.id);
      const queued = await mailsQueuedFor(marco);
      expect(queued.map((m) => m.subject)).toEqual(['Giulia ha iniziato una conversazione con te', 'Nuovo messaggio da Giulia']);
    });

    it('mails from the notify queue: a mail queue held up by a campaign does not hold the notification', async () => {
      const mailQueue = queue('mail');
      await mailQueue.pause();
      try {
        const sender = await member('Bianca');
        const recipient = await member('Claudio');
        await send(sender, recipient, 'Sei libero stasera?');
        expect(
          await eventually(
            async () => mailsTo(await emailOf(recipient)),
            (m) => m.length > 0,
          ),
        ).toHaveLength(1);
      } finally {
        await mailQueue.resume();
        await mailQueue.close();
      }
    });

    it('mails even while the push service is down, and pushes once it is back (the job’s retry)', async () => {
      const sender = await member('Diana');
      const recipient = await member('Enzo');
      const browser = await subscribe(recipient);
      pushService.answerWith(browser.endpoint, 503);
      await send(sender, recipient, 'Ci sei?');
      expect(
        await eventually(
          async () => mailsTo(await emailOf(recipient)),
          (m) => m.length > 0,
        ),
      ).toHaveLength(1);
      expect(pushService.pushesTo(browser.endpoint)).toEqual([]);
      pushService.answerWith(browser.endpoint, null);
      expect(
        await eventually(
          async () => pushService.pushesTo(browser.endpoint),
          (p) => p.length > 0,
          15_000,
        ),
      ).toHaveLength(1);
      expect(await mailsQueuedFor(recipient)).toHaveLength(1);
    }, 30_000);

    it('mails nobody with a live socket: a hidden tab gets the push only, a visible one nothing', async () => {
      const anna = await member('Anna');
      const hidden = await member('Paolo');
      const hiddenBrowser = await subscribe(hidden);
      await online(hidden, false);
      const toHidden = await send(anna, hidden, 'Ehi');
      await handled(toHidden.id);
      expect(pushService.pushesTo(hiddenBrowser.endpoint)).toHaveLength(1);
      expect(await mailsQueuedFor(hidden)).toEqual([]);

      const looking = await member('Luca');
      const lookingBrowser = await subscribe(looking);
      await online(looking, true);
      const toLooking = await send(anna, looking, 'Sei qui?');
      await relayedWithoutJob(toLooking.id);
      expect(pushService.pushesTo(lookingBrowser.endpoint)).toEqual([]);
      expect(await mailsQueuedFor(looking)).toEqual([]);
      // Nor any record (chat between members at the site is most messages).
      const effects = (await db.query(
        `SELECT e.job_key FROM job_effects e JOIN outbox o ON e.job_key LIKE 'outbox-' || o.id || ':%'
          WHERE o.job_name = 'notify.message' AND (o.payload->>'messageId')::int = $1`,
        [toLooking.id],
      )) as unknown[];
      expect(effects).toEqual([]);
    });

    it('sends one mail and one push when the same job runs twice', async () => {
      const sender = await member('Elena');
      const recipient = await member('Fabio');
      const browser = await subscribe(recipient);
      const message = await db.transaction(async (manager) => {
        const [{ result }] = (await manager.query(
          `SELECT chat_send($1, $2, $3, 'text', 'Doppio?', NULL, NULL, NULL, 'message', 2) AS result`,
          [sender, recipient, randomUUID()],
        )) as Array<{ result: { message: { id: number; conversation_id: number; seq: number } } }>;
        await manager.query(`DELETE FROM outbox WHERE job_name = 'notify.message' AND (payload->>'messageId')::int = $1`, [
          result.message.id,
        ]);
        return result.message;
      });
      const payload = {
        messageId: message.id,
        conversationId: message.conversation_id,
        senderId: sender,
        recipientId: recipient,
        seq: message.seq,
      };
      const processor = app.get(NotifyMessageProcessor);
      const job = { jobId: 'outbox-test', key: `notify-twice-${randomBytes(4).toString('hex')}`, attempt: 1 };
      await Promise.all([processor.notify(payload, job), processor.notify(payload, job)]);
      await processor.notify(payload, { ...job, attempt: 2 });
      expect(await mailsQueuedFor(recipient)).toHaveLength(1);
      expect(pushService.pushesTo(browser.endpoint)).toHaveLength(1);
      expect(
        await eventually(
          async () => mailsTo(await emailOf(recipient)),
          (m) => m.length > 0,
        ),
      ).toHaveLength(1);
    });

    it('follows the member’s settings: a type turned off, or mail off after a bounce, sends no mail (the push still goes)', async () => {
      const sender = await member('Sara');
      const off = await member('Tommaso');
      await db.query(`UPDATE users SET email_notifications_off = '{new_conversations}' WHERE id = $1`, [off]);
      const offBrowser = await subscribe(off);
      const toOff = await send(sender, off, 'Ciao');
      await handled(toOff.id);
      expect(await mailsQueuedFor(off)).toEqual([]);
      expect(pushService.pushesTo(offBrowser.endpoint)).toHaveLength(1);

      const bounced = await member('Ugo');
      await db.query(`UPDATE users SET notifications_disabled = '{bounce}' WHERE id = $1`, [bounced]);
      const toBounced = await send(sender, bounced, 'Ciao');
      await handled(toBounced.id);
      expect(await mailsQueuedFor(bounced)).toEqual([]);
    });

    it('labels a fictional sender in the mail and leaves the text out for a member who chose no previews', async () => {
      const fictional = await member('Sofia', { fictional: true });
      const recipient = await member('Jan', { language: 'nl', previews: false });
      // A fictional profile only ever answers: the member writes first.
      await send(recipient, fictional, 'Hoi Sofia');
      const message = await send(fictional, recipient, 'Een geheim bericht');
      await handled(message.id);
      const [mail] = await mailsQueuedFor(recipient);
      expect(mail!.subject).toContain('Sofia (fictief profiel)');
      expect(mail!.text).not.toContain('geheim');
    });

    it('mails likes in batches: the likes that came together in one mail, none again for the same likes', async () => {
      const liked = await member('Vera', { language: 'en' });
      const likers = [await member('Walter'), await member('Xavier'), await member('Yusuf', { fictional: true })];
      await db.transaction(async (manager) => {
        for (const liker of likers) {
          await manager.query(`INSERT INTO likes (liker_id, liked_id, like_new) VALUES ($1, $2, true)`, [liker, liked]);
          // As a like records it, without the wait (LIKES_MAIL_DELAY_MS) so the test need not wait.
          await manager.query(`INSERT INTO outbox (job_name, payload) VALUES ('notify.likes-mail', $1)`, [{ userId: liked }]);
        }
      });
      await completed(`job_name = 'notify.likes-mail' AND (payload->>'userId')::int = $1`, [liked], 3);
      const queued = await mailsQueuedFor(liked);
      expect(queued).toHaveLength(1);
      expect(queued[0]!.subject).toBe('You have 3 new likes');
      for (const name of ['Walter', 'Xavier', 'Yusuf']) expect(queued[0]!.text).toContain(name);
    });
  });
});
