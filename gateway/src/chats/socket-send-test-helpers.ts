// Test helpers of the socket send tests: members with credits in the shared test database,
// sessions in the Redis cache, and member sockets that record what the gateway sends them.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import {
  AUTH_COOKIE,
  messagePrice,
  type ChatPrices,
  type ClientToServerEvents,
  type ErrorCode,
  type Locale,
  type MessageSendAck,
  type ServerEventName,
  type ServerEventPayloads,
  type ServerToClientEvents,
} from '@amoretto/shared';
import { sessionCacheKey, sessionTokenHash, type createDataSource } from '@amoretto/shared/db';
import { readCatalog } from '@amoretto/shared/node';

export const TEST_PUBLIC_URL = 'http://localhost:4000';
/** How long a socket waits for an answer or an event: generous, as test files run side by side. */
const WAIT_MS = 15_000;

type Db = ReturnType<typeof createDataSource>;
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Received = { [E in ServerEventName]: { event: E; payload: ServerEventPayloads[E] } }[ServerEventName];

/** A confirmed member on amoretto.nl, without credits (see grantCredits). */
export async function createMember(db: Db, seed: { paid_user?: boolean; status?: string } = {}): Promise<number> {
  const [row] = (await db.query(
    `INSERT INTO users (email, password_hash, name, date_of_birth, status, paid_user, language, site_id, country, gender, sexuality)
     VALUES ($1, 'x', 'Sender', '1990-01-01', $2, $3, 'nl', (SELECT id FROM sites WHERE domain = 'amoretto.nl'), 'NL', 'male', 'hetero')
     RETURNING id`,
    [`socket-send.${randomBytes(6).toString('hex')}@example.com`, seed.status ?? 'active', seed.paid_user ?? false],
  )) as Array<{ id: number }>;
  return row!.id;
}

/** Credits through a ledger grant, so the ledger always sums to the cached balance. */
export async function grantCredits(db: Db, userId: number, amount: number): Promise<void> {
  await db.transaction(async (manager) => {
    await manager.query(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, 'test_grant', $3)`, [
      userId,
      amount,
      `test-grant:${randomUUID()}`,
    ]);
    await manager.query(`UPDATE users SET credits = credits + $2 WHERE id = $1`, [userId, amount]);
  });
}

/** What chat_send charges this member for a text message: the shared price rule, which a shared int-spec holds to chat_send. */
export async function textPrice(db: Db, userId: number): Promise<number> {
  const [row] = (await db.query(
    `SELECT u.country, s.message_credits, s.photo_credits, s.gift_credits, s.minimum_message_costs
       FROM users u JOIN sites s ON s.id = u.site_id WHERE u.id = $1`,
    [userId],
  )) as Array<ChatPrices & { country: string }>;
  return messagePrice(row!, row!.country, 'text');
}

export async function ledgerOf(db: Db, userId: number): Promise<{ credits: number; ledger_sum: number; spends: number; spent: number }> {
  const [row] = (await db.query(
    `SELECT u.credits,
            (SELECT coalesce(sum(amount), 0)::int FROM credit_entries WHERE user_id = u.id) AS ledger_sum,
            (SELECT count(*)::int FROM credit_entries WHERE user_id = u.id AND amount < 0) AS spends,
            (SELECT coalesce(-sum(amount), 0)::int FROM credit_entries WHERE user_id = u.id AND amount < 0) AS spent
       FROM users u WHERE u.id = $1`,
    [userId],
  )) as Array<{ credits: number; ledger_sum: number; spends: number; spent: number }>;
  return row!;
}

export interface StoredMessage {
  id: number;
  seq: number;
  sender_id: number;
  client_id: string;
  body: string;
  cost: number;
}

/** The messages between two members, in seq order. */
export async function messagesBetween(db: Db, x: number, y: number): Promise<StoredMessage[]> {
  const rows = (await db.query(
    `SELECT m.id, m.seq, m.sender_id, m.client_id, m.body, m.cost FROM messages m
       JOIN conversations c ON c.id = m.conversation_id
      WHERE c.user_a_id = $1 AND c.user_b_id = $2 ORDER BY m.seq`,
    [Math.min(x, y), Math.max(x, y)],
  )) as Array<StoredMessage & { id: string }>;
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** A session as the backend caches it at login; returns the Cookie header that carries it. */
export async function createSession(redis: Redis, userId: number): Promise<{ cookie: string; tokenHash: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sessionTokenHash(token);
  await redis.set(sessionCacheKey(tokenHash), String(userId), 'EX', 600);
  return { cookie: `${AUTH_COOKIE}=${token}`, tokenHash };
}

/** A translated error text straight from the UI catalog, with its {{placeholders}} filled in. */
export function catalogError(locale: Locale, code: ErrorCode, details: Record<string, string | number> = {}): string {
  const catalog = readCatalog<{ errors: Record<string, string> }>('ui', locale);
  const template = catalog.errors[code];
  if (!template) throw new Error(`${locale}.json has no errors.${code}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, key: string) => String(details[key]));
}

/** A member's socket recording every server event in arrival order. */
export class MemberSocket {
  readonly events: Received[] = [];
  readonly socket: ClientSocket;
  private readonly wakers = new Set<() => void>();

  constructor(url: string, headers: Record<string, string>) {
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Origin: TEST_PUBLIC_URL, ...headers },
      reconnection: false,
    });
    this.socket.onAny((event: ServerEventName, payload: ServerEventPayloads[ServerEventName]) => {
      this.events.push({ event, payload } as Received);
      for (const wake of this.wakers) wake();
    });
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** `message.send` with an answer; the payload is untyped so that invalid ones can be sent too. */
  send(payload: unknown): Promise<MessageSendAck> {
    const timed = this.socket.timeout(WAIT_MS) as unknown as { emitWithAck: (event: string, payload: unknown) => Promise<MessageSendAck> };
    return timed.emitWithAck('message.send', payload);
  }

  /** `message.send` without an answer callback. */
  sendWithoutAck(payload: unknown): void {
    (this.socket as unknown as { emit: (event: string, payload: unknown) => void }).emit('message.send', payload);
  }

  of<E extends ServerEventName>(event: E): Array<ServerEventPayloads[E]> {
    return this.events.filter((e) => e.event === event).map((e) => e.payload as ServerEventPayloads[E]);
  }

  waitFor<E extends ServerEventName>(
    event: E,
    match: (payload: ServerEventPayloads[E]) => boolean = () => true,
  ): Promise<ServerEventPayloads[E]> {
    return new Promise((resolve, reject) => {
      const found = this.of(event).find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        this.wakers.delete(wake);
        reject(new Error(`no matching ${event}; got ${JSON.stringify(this.events)}`));
      }, WAIT_MS);
      const wake = () => {
        const hit = this.of(event).find(match);
        if (!hit) return;
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve(hit);
      };
      this.wakers.add(wake);
    });
  }

  /** Resolves with the reason once the socket is disconnected. */
  disconnected(): Promise<string> {
    return new Promise((resolve) => {
      if (!this.socket.connected && !this.socket.active) return resolve('already disconnected');
      this.socket.once('disconnect', (reason) => resolve(reason));
    });
  }
}
