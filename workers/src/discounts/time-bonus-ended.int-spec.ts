import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { TIME_BONUS_WINDOW_SECONDS, userRoom } from '@amoretto/shared';
import { createDataSource, enqueueInTransaction } from '@amoretto/shared/db';
import { loadWorkersConfig } from '../config/workers-config';
import { MemberEventsService } from '../payments/member-events.service';
import { createWorkers } from '../workers.factory';
import { TimeBonusEndedProcessor } from './time-bonus-ended.processor';

/** What the Socket.IO Redis emitter publishes for one member's room (the gateways' adapter channel). */
const roomChannel = (userId: number): string => `socket.io#/#${userRoom(userId)}#`;
/** `time_bonus: null` as the emitter's msgpack writes it: fixstr(10) "time_bonus", then nil. */
const TIME_BONUS_NULL = Buffer.concat([Buffer.from([0xaa]), Buffer.from('time_bonus'), Buffer.from([0xc0])]);
const WAIT_MS = 10_000;

describe('time-bonus.ended: open tabs learn the bonus is over', () => {
  let app: INestApplicationContext;
  let db: DataSource;
  let sub: Redis;
  const heard = new Map<string, Buffer[]>();
  const waiters = new Set<() => void>();

  beforeAll(async () => {
    app = await createWorkers(loadWorkersConfig({ ...process.env, PORT: '4994', LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '50' }));
    await app.init();
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
    sub = new Redis(process.env.REDIS_URL!);
    await sub.psubscribe('socket.io#/#user:*');
    sub.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, message: Buffer) => {
      const list = heard.get(channel.toString()) ?? [];
      list.push(message);
      heard.set(channel.toString(), list);
      for (const wake of waiters) wake();
    });
  });

  afterAll(async () => {
    await sub.quit();
    await app.close();
    await db.destroy();
  });

  /** Resolves with the messages published to a member's room once `count` have arrived. */
  const published = (userId: number, count = 1): Promise<Buffer[]> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const list = heard.get(roomChannel(userId)) ?? [];
        if (list.length < count) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(list);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`nothing published to ${roomChannel(userId)}`));
      }, WAIT_MS);
      if (!check()) waiters.add(check);
    });

  const member = async (signedUpSecondsAgo: number, fields: { paid?: boolean; status?: string } = {}): Promise<number> => {
    const [row] = await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, paid_user, signup_date)
       VALUES ($1, 'x', 'Sanne', '1994-05-05', $2, 'nl', (SELECT id FROM sites WHERE domain = 'amoretto.nl'), 'NL', $3,
               now() - make_interval(secs => $4)) RETURNING id`,
      [
        `bonus.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
        fields.status ?? 'active',
        fields.paid ?? false,
        signedUpSecondsAgo,
      ],
    );
    return row.id as number;
  };

  const enqueue = (userId: number) => db.transaction((manager) => enqueueInTransaction(manager, 'time-bonus.ended', { userId }));

  it('emits counters.changed {time_bonus: null} to the member’s room once the four hours are over', async () => {
    const id = await member(TIME_BONUS_WINDOW_SECONDS + 1);
    await enqueue(id);
    const [message] = await published(id);
    expect(message!.includes(Buffer.from('counters.changed'))).toBe(true);
    expect(message!.includes(TIME_BONUS_NULL)).toBe(true);
  });

  it('waits for the rest of the bonus when it runs early, then emits', async () => {
    const id = await member(TIME_BONUS_WINDOW_SECONDS - 1);
    await enqueue(id);
    const [message] = await published(id);
    expect(message!.includes(TIME_BONUS_NULL)).toBe(true);
    const rows = await db.query(
      `SELECT delay_ms FROM outbox WHERE job_name = 'time-bonus.ended' AND (payload->>'userId')::int = $1 ORDER BY id`,
      [id],
    );
    expect(rows).toHaveLength(2);
    expect(rows[1].delay_ms).toBeGreaterThan(0);
    expect(rows[1].delay_ms).toBeLessThanOrEqual(1000);
  });

  it('tells a deleted member nothing', async () => {
    const id = await member(TIME_BONUS_WINDOW_SECONDS + 1, { status: 'deleted' });
    await app.get(TimeBonusEndedProcessor).ended({ userId: id }, { jobId: 'test', key: `test-bonus-${id}`, attempt: 1 });
    // A marker sent after the handler finished, on the same connection: it is the first thing heard.
    app.get(MemberEventsService).emit([[id, 'counters.changed', { credits: -1 }]]);
    const [first] = await published(id);
    expect(first!.includes(TIME_BONUS_NULL)).toBe(false);
  });
});
