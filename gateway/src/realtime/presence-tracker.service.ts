import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { PRESENCE_REFRESH_MS, removePresence, writePresence, type PresenceEntry } from '@amoretto/shared/node';
import { GATEWAY_REDIS } from './redis.provider';

/** Sockets written per Redis round trip on a refresh. */
const REFRESH_BATCH = 1_000;

/**
 * Tells the workers which members have a live socket here, and whether its page is visible
 * (shared/src/node/presence.ts), so that a member at the site gets no push or mail about what
 * they already see. Entries are refreshed every PRESENCE_REFRESH_MS and run out on their own,
 * so a gateway that dies leaves nobody "online" for long. Redis being away loses a write or
 * two; the next refresh writes every socket again.
 */
@Injectable()
export class PresenceTracker implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PresenceTracker.name);
  private readonly sockets = new Map<string, PresenceEntry>();
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.refresh(), PRESENCE_REFRESH_MS);
    this.timer.unref();
  }

  async connected(socketId: string, userId: string, visible: boolean): Promise<void> {
    const entry = { socketId, userId, visible };
    this.sockets.set(socketId, entry);
    await this.write([entry]);
  }

  /** The page of a socket became visible or hidden. */
  async visibility(socketId: string, visible: boolean): Promise<void> {
    const entry = this.sockets.get(socketId);
    if (!entry || entry.visible === visible) return;
    entry.visible = visible;
    // One round of writes: a reader never sees the member gone in between. Hidden now: looking until now.
    const now = Date.now();
    await this.run((pipeline) => writePresence(pipeline, entry, now, { wasVisible: !visible }));
  }

  async disconnected(socketId: string): Promise<void> {
    const entry = this.sockets.get(socketId);
    if (!entry) return;
    this.sockets.delete(socketId);
    await this.run((pipeline) => removePresence(pipeline, entry, Date.now()));
  }

  /** Writes every socket held here again, in batches. */
  async refresh(): Promise<void> {
    const entries = [...this.sockets.values()];
    for (let i = 0; i < entries.length; i += REFRESH_BATCH) await this.write(entries.slice(i, i + REFRESH_BATCH));
  }

  private write(entries: PresenceEntry[]): Promise<void> {
    const now = Date.now();
    return this.run((pipeline) => {
      // A socket that disconnected while a refresh was under way is not written back.
      for (const entry of entries) if (this.sockets.get(entry.socketId) === entry) writePresence(pipeline, entry, now);
    });
  }

  private async run(fill: (pipeline: ReturnType<Redis['pipeline']>) => void): Promise<void> {
    const pipeline = this.redis.pipeline();
    fill(pipeline);
    try {
      await pipeline.exec();
    } catch (error: unknown) {
      this.logger.warn(`presence not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** A gateway that stops says goodbye for its sockets: their members are not online here any more. */
  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const entries = [...this.sockets.values()];
    this.sockets.clear();
    const now = Date.now();
    if (entries.length > 0) await this.run((pipeline) => entries.forEach((entry) => removePresence(pipeline, entry, now)));
  }
}
