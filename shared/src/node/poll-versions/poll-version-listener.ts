import type { Redis } from 'ioredis';
import { Client } from 'pg';
import { cardAudience, type Queryable } from '../../db';
import { createRedis } from '../redis-connect';
import { logRedisErrors } from '../redis-errors';
import { parsePollPayload } from './poll-payload';
import { POLL_CHANNEL, POLL_HEARTBEAT_MS, POLL_LIVE_TTL_MS, pollKeys, type PollKeys } from './poll-keys';
import { bumpPollVersions } from './poll-version-bump';

export interface PollVersionListenerOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Runs the card-audience query (a DataSource or pool of the same database). */
  db: Queryable;
  logger: { log: (message: string) => void; warn: (message: string) => void; error: (message: string) => void };
  /**
   * After each write: the members named in the notifications written, and whether a new epoch moved
   * every tag instead (then their versions stay as they were). Tests wait on it.
   */
  onWritten?: (members: number[], everyone: boolean) => void;
}

/** Keeps the epoch (recreated if Redis lost it) and says a listener listens. */
const HEARTBEAT = `if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SET', KEYS[1], ARGV[1]) end
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
return 1`;

/**
 * Listens on channel `poll` (poll_touch) and moves the versions of the members whose polled
 * answers changed; the backend answers a poll 304 only while `live` says someone listens and the
 * member's version did not move (docs/decisions.md, "The polled endpoints").
 *
 * Order matters: LISTEN first, then a new epoch, then `live`, so nothing committed while nobody
 * listened can ever be answered 304. A lost connection or a stop removes `live` at once (another
 * listener renews it within a heartbeat); a failed Redis write stops the heartbeat until a new
 * epoch is written. Several listeners (one per workers process) move versions more than once, which costs
 * nothing but a full poll.
 */
export class PollVersionListener {
  private readonly keys: PollKeys;
  private readonly redis: Redis;
  private client: Client | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Changes received and not yet written, and the write under way. */
  private pending = { everyone: false, members: new Set<number>(), cards: new Set<number>() };
  private flushing: Promise<void> | null = null;
  /** A write failed: the next good one writes a new epoch first. */
  private lostWrites = false;

  constructor(private readonly options: PollVersionListenerOptions) {
    this.keys = pollKeys(options.databaseUrl);
    this.redis = createRedis(options.redisUrl, { maxRetriesPerRequest: 2 });
    logRedisErrors(this.redis, 'poll versions', options.logger);
  }

  async start(): Promise<void> {
    await this.listen();
  }

  /**
   * Stops listening and removes `live` at once: with no other listener, nothing is answered 304
   * from now on; another listener renews `live` within a heartbeat (a rollout's overlap costs at
   * most that long of full polls). Changes already received are still written.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.withdraw();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.flushing;
    this.redis.disconnect();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.options.databaseUrl });
    let lost = false;
    const retry = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      void this.withdraw();
      this.options.logger.warn(`poll versions: not listening, again in 1 s: ${error instanceof Error ? error.message : String(error)}`);
      setTimeout(() => void this.listen(), 1_000).unref();
    };
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', retry);
    client.on('end', () => retry(new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${POLL_CHANNEL}`);
      if (this.stopped) return void client.end().catch(() => undefined);
      this.client = client;
      await this.openEpoch();
    } catch (error) {
      retry(error);
    }
  }

  /** A new epoch (every tag issued before is stale), then `live` and its heartbeat. */
  private async openEpoch(): Promise<void> {
    await this.redis.set(this.keys.epoch, String(Date.now()));
    this.lostWrites = false;
    this.stopHeartbeat();
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat(), POLL_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** No more 304s on this listener's word: the heartbeat stops and `live` goes at once. */
  private async withdraw(): Promise<void> {
    this.stopHeartbeat();
    // After any heartbeat already sent: one connection, so Redis runs them in order.
    await this.redis.del(this.keys.live).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    if (this.lostWrites || !this.client) return;
    await this.redis
      .eval(HEARTBEAT, 2, this.keys.epoch, this.keys.live, String(Date.now()), String(POLL_LIVE_TTL_MS))
      .catch((error: unknown) => this.options.logger.warn(`poll versions: heartbeat failed: ${String(error)}`));
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private receive(payload: string | undefined): void {
    const change = parsePollPayload(payload);
    if (change.everyone) this.pending.everyone = true;
    else {
      for (const id of change.members) this.pending.members.add(id);
      for (const id of change.cards) this.pending.cards.add(id);
    }
    if (!this.flushing) this.flushing = this.flushLoop();
  }

  /** Writes batches until nothing is pending: notifications arriving meanwhile join the next batch. */
  private async flushLoop(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.everyone || this.pending.members.size > 0 || this.pending.cards.size > 0) {
      const batch = this.pending;
      this.pending = { everyone: false, members: new Set(), cards: new Set() };
      try {
        await this.write(batch);
      } catch (error) {
        this.lostWrites = true;
        await this.withdraw();
        this.options.logger.error(
          `poll versions: a change could not be written, polls answer in full until the next epoch: ${String(error)}`,
        );
        this.recover();
      }
    }
    this.flushing = null;
  }

  private async write(batch: { everyone: boolean; members: Set<number>; cards: Set<number> }): Promise<void> {
    if (this.lostWrites) return;
    if (batch.everyone) {
      await this.redis.set(this.keys.epoch, String(Date.now()));
      this.options.onWritten?.([...batch.members, ...batch.cards], true);
      return;
    }
    const members = new Set(batch.members);
    if (batch.cards.size > 0) {
      for (const id of batch.cards) members.add(id);
      for (const id of await cardAudience(this.options.db, [...batch.cards])) members.add(id);
    }
    await bumpPollVersions(this.redis, this.keys, [...members]);
    this.options.onWritten?.([...members], false);
  }

  /** After a lost write: a new epoch once Redis takes writes again (a lost connection opens its own). */
  private recover(): void {
    setTimeout(() => {
      if (this.stopped || !this.client) return;
      this.openEpoch().catch(() => this.recover());
    }, 1_000).unref();
  }
}
