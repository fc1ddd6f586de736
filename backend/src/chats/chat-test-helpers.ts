// Test helpers of the chat integration tests: members with credits, and a Socket.IO
// listener on the Redis adapter that receives what the backend emits to a member's room.
import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import type { DataSource } from 'typeorm';
import { userRoom, type ServerEventName, type ServerEventPayloads, type ServerToClientEvents } from '@amoretto/shared';
import { viewerOn } from '../members/member-test-helpers';
import type { TestBackend } from '../testing/test-app';

export interface ChatMember {
  id: number;
  cookie: string;
}

/**
 * A logged-in, confirmed member. Credits arrive through a ledger grant, so the ledger
 * always sums to the cached balance.
 */
export async function chatMember(
  backend: TestBackend,
  db: DataSource,
  seed: { credits?: number; paid_user?: boolean; status?: string; gender?: 'male' | 'female' } = {},
): Promise<ChatMember> {
  const member = await viewerOn(backend, db, { gender: seed.gender ?? 'male' });
  await db.query(`UPDATE users SET status = $2, paid_user = $3 WHERE id = $1`, [
    member.id,
    seed.status ?? 'active',
    seed.paid_user ?? false,
  ]);
  if (seed.credits) await grantCredits(db, member.id, seed.credits);
  return member;
}

export async function grantCredits(db: DataSource, userId: number, amount: number): Promise<void> {
  await db.transaction(async (manager) => {
    await manager.query(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, 'test_grant', $3)`, [
      userId,
      amount,
      `test-grant:${randomUUID()}`,
    ]);
    await manager.query(`UPDATE users SET credits = credits + $2 WHERE id = $1`, [userId, amount]);
  });
}

export async function ledgerOf(db: DataSource, userId: number): Promise<{ credits: number; ledger_sum: number; spends: number }> {
  const [row] = (await db.query(
    `SELECT u.credits,
            (SELECT coalesce(sum(amount), 0)::int FROM credit_entries WHERE user_id = u.id) AS ledger_sum,
            (SELECT count(*)::int FROM credit_entries WHERE user_id = u.id AND amount < 0) AS spends
       FROM users u WHERE u.id = $1`,
    [userId],
  )) as Array<{ credits: number; ledger_sum: number; spends: number }>;
  return row!;
}

export interface ReceivedEvent {
  event: ServerEventName;
  payload: ServerEventPayloads[ServerEventName];
}

export interface MemberListener {
  events: ReceivedEvent[];
  waitFor<E extends ServerEventName>(event: E, match: (payload: ServerEventPayloads[E]) => boolean): Promise<ServerEventPayloads[E]>;
}

/**
 * Stands in for a gateway: Socket.IO on the Redis adapter, each client socket joins
 * `user:{id}` of the id it names. What the backend's redis-emitter publishes arrives here.
 */
export class RealtimeListener {
  private pub!: Redis;
  private sub!: Redis;
  private readonly http: HttpServer = createServer();
  private readonly server = new Server(this.http);
  private readonly clients: Socket[] = [];
  /** Connection errors of the Redis clients, named in a failed wait so a dropped link is visible. */
  private readonly redisErrors: string[] = [];
  private url = '';

  async start(): Promise<void> {
    // Both clients must be connected before the adapter subscribes: a subscribe sent on a
    // connection that then fails is not restored by ioredis, and the listener would hear nothing.
    this.pub = await readyRedis(this.redisErrors);
    this.sub = await readyRedis(this.redisErrors);
    this.server.adapter(createAdapter(this.pub, this.sub));
    this.server.on('connection', (socket) => {
      void socket.join(userRoom(String(socket.handshake.auth.userId)));
    });
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  /** Resolves once an emit to the member's room has made the round trip through Redis. */
  async listen(userId: number): Promise<MemberListener> {
    const socket: Socket<ServerToClientEvents> = io(this.url, { auth: { userId }, transports: ['websocket'], reconnection: false });
    this.clients.push(socket);
    const events: ReceivedEvent[] = [];
    const waiters = new Set<() => void>();
    socket.onAny((event: ServerEventName, payload: ServerEventPayloads[ServerEventName]) => {
      events.push({ event, payload });
      for (const wake of waiters) wake();
    });
    const listener: MemberListener = {
      events,
      waitFor: (event, match) =>
        new Promise((resolve, reject) => {
          const check = (): boolean => {
            const found = events.find((e) => e.event === event && match(e.payload as ServerEventPayloads[typeof event]));
            if (found) resolve(found.payload as ServerEventPayloads[typeof event]);
            return Boolean(found);
          };
          if (check()) return;
          const timer = setTimeout(() => {
            waiters.delete(wake);
            const redis = this.redisErrors.length ? `; Redis errors: ${this.redisErrors.join(' | ')}` : '';
            reject(new Error(`no ${event} event matched for user ${userId}: ${JSON.stringify(events)}${redis}`));
          }, WAIT_MS);
          const wake = () => {
            if (check()) {
              clearTimeout(timer);
              waiters.delete(wake);
            }
          };
          waiters.add(wake);
        }),
    };
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    // The adapter's subscription and the room join are asynchronous: probe until an emit arrives.
    const probe = new Emitter<ServerToClientEvents>(this.pub);
    const marker = -Math.floor(Math.random() * 1e9) - 1;
    const arrived = listener.waitFor('counters.changed', (p) => p.credits === marker);
    const ticker = setInterval(() => probe.to(userRoom(userId)).emit('counters.changed', { credits: marker }), 50);
    try {
      await arrived;
    } finally {
      clearInterval(ticker);
    }
    events.length = 0;
    return listener;
  }

  async stop(): Promise<void> {
    for (const client of this.clients) client.disconnect();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.pub.quit();
    await this.sub.quit();
  }
}

/** How long a listener waits for an event: generous, as the whole suite shares two cores. */
const WAIT_MS = 10_000;

async function readyRedis(errors: string[]): Promise<Redis> {
  const client = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
  client.on('error', (error: Error) => errors.push(`${new Date().toISOString()} ${error.message}`));
  await client.connect();
  return client;
}
