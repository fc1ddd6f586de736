import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { JOBS, QUEUES, type JobName, type QueueName } from '@amoretto/shared';
import { outboxJobId } from '@amoretto/shared/db';
import { logRedisErrors, redisConnectionOptions, type ErrorEmitter } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import { claimUndispatched, markDispatched, type OutboxRow } from './outbox.repository';
import { RELAY_GATES, type RelayGate } from './relay-gate';

const BATCH = 100;

/**
 * Moves committed outbox rows to BullMQ. Rows are claimed with SKIP LOCKED so several
 * worker processes can run the relay; the BullMQ job id derives from the row id, so a
 * crash between enqueue and marking the row dispatched never yields a second job.
 *
 * A commit that adds rows wakes the relay (LISTEN outbox; the trigger of migration OutboxWake):
 * a round starts at once, or right after the round running, which then takes everything that
 * arrived meanwhile. Under load rounds follow each other and each takes a batch; idle, the relay
 * only looks every OUTBOX_POLL_MS in case a wake-up was lost.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelayService.name);
  private readonly queues = new Map<QueueName, Queue>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** A wake-up came while a round ran: go again when it ends. */
  private woken = false;
  private listener: Client | null = null;

  constructor(
    private readonly config: WorkersConfig,
    private readonly db: DataSource,
    @Inject(RELAY_GATES) private readonly gates: readonly RelayGate[],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const name of QUEUES) {
      const queue = new Queue(name, {
        connection: redisConnectionOptions(this.config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: this.config.QUEUE_PREFIX,
      });
      logRedisErrors(queue as unknown as ErrorEmitter, `queue ${name}`, this.logger);
      this.queues.set(name, queue);
    }
    await this.listen();
    this.schedule(0);
  }

  /** Relays one batch; returns how many rows moved. */
  async relayBatch(): Promise<number> {
    return this.db.transaction(async (manager) => {
      const rows = await claimUndispatched(manager, BATCH);
      const jobRows = await this.neededRows(rows);
      // One round trip per queue for the whole batch: under chat load a batch is mostly notify jobs,
      // and adding them one by one made the relay the slowest step between a message and its push.
      const byQueue = new Map<QueueName, Parameters<Queue['addBulk']>[0]>();
      for (const row of jobRows) {
        const queue = JOBS[row.job_name as JobName];
        if (!queue) throw new Error(`outbox row ${row.id} names unknown job "${row.job_name}"`);
        const jobs = byQueue.get(queue) ?? [];
        jobs.push({
          name: row.job_name,
          data: row.payload,
          opts: {
            jobId: outboxJobId(row.id),
            delay: row.delay_ms,
            attempts: 5,
            backoff: { type: 'exponential', delay: 2_000 },
            // Notify jobs come with every message: the dashboard keeps the latest, not a week of chat.
            removeOnComplete: queue === 'notify' ? { age: 24 * 3600, count: 10_000 } : { age: 7 * 24 * 3600 },
            removeOnFail: { age: 30 * 24 * 3600 },
          },
        });
        byQueue.set(queue, jobs);
      }
      await Promise.all([...byQueue].map(([queue, jobs]) => this.queues.get(queue)!.addBulk(jobs)));
      if (rows.length > 0) {
        await markDispatched(
          manager,
          rows.map((r) => r.id),
        );
      }
      return rows.length;
    });
  }

  /** The rows whose jobs are needed, in order; the gates' rows they turn down are relayed without a job. */
  private async neededRows(rows: OutboxRow[]): Promise<OutboxRow[]> {
    let kept = rows;
    for (const gate of this.gates) {
      const gated = kept.filter((row) => row.job_name === gate.jobName);
      if (gated.length === 0) continue;
      const needed = await gate.needed(gated.map((row) => row.payload));
      const dropped = new Set(gated.filter((_, i) => !needed[i]));
      kept = kept.filter((row) => !dropped.has(row));
    }
    return kept;
  }

  /** Listens for commits that add rows; a lost connection is opened again (the timed look covers the gap). */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.DATABASE_URL });
    const retry = (error: unknown) => {
      if (this.listener === client) this.listener = null;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(`outbox wake-ups lost, listening again in 1 s: ${error instanceof Error ? error.message : String(error)}`);
      setTimeout(() => void this.listen(), 1_000).unref();
    };
    client.on('notification', () => this.wake());
    client.on('error', retry);
    try {
      await client.connect();
      await client.query('LISTEN outbox');
      this.listener = client;
      // Rows committed while nobody listened.
      this.wake();
    } catch (error) {
      retry(error);
    }
  }

  /** A round now, or right after the one running. */
  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.woken = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.woken = false;
      this.running = this.relayBatch().then(
        // A full batch means more may be waiting, and a wake-up during the round means more came: go again at once.
        (moved) => this.next(moved === BATCH || this.woken ? 0 : this.config.OUTBOX_POLL_MS),
        (error: unknown) => {
          this.logger.error(`outbox relay failed: ${error instanceof Error ? error.message : String(error)}`);
          this.next(this.config.OUTBOX_POLL_MS * 4);
        },
      );
    }, delay);
  }

  private next(delay: number): void {
    this.running = null;
    this.schedule(delay);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.listener?.end().catch(() => undefined);
    await this.running?.catch(() => undefined);
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
