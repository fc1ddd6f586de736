import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { PRESENCE_REFRESH_MS, removePresence, writePresence, type PresenceEntry } from '@amoretto/shared/node';
import { GATEWAY_REDIS } from './redis.provider';

/** Sockets written per Redis round trip on a refresh. */
const REFRESH_BATCH = 1_000;
/** A socket's visibility is written at most this often; a burst of changes writes its last state after the wait. */
export const VISIBILITY_WRITE_MS = 250;

/** A socket held here: its state now, what Redis was last told, and a visibility write waiting for its turn. */
interface TrackedSocket extends PresenceEntry {
  writtenVisible: boolean;
  writtenAt: number;
  pending: NodeJS.Timeout | null;
}

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
  private readonly sockets = new Map<string, TrackedSocket>();
  private timer: NodeJS.Timeout | null = null;
  private warnedAt = 0;

  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.refresh(), PRESENCE_REFRESH_MS);
    this.timer.unref();
  }

  async connected(socketId: string, userId: string, visible: boolean): Promise<void> {
    const entry: TrackedSocket = { socketId, userId, visible, writtenVisible: visible, writtenAt: 0, pending: null };
    this.sockets.set(socketId, entry);
    await this.write([entry]);
  }

  /**
   * The page of a socket became visible or hidden. Written at once, or, when the socket's last
   * write is under VISIBILITY_WRITE_MS old, once that time is up with the state as it is then:
   * a client flipping it in a loop costs Redis four writes a second at most.
   */
  visibility(socketId: string, visible: boolean): void {
    const entry = this.sockets.get(socketId);
    if (!entry) return;
    entry.visible = visible;
    if (entry.pending) return;
    const wait = entry.writtenAt + VISIBILITY_WRITE_MS - Date.now();
    if (wait <= 0) return void this.writeVisibility(entry);
    entry.pending = setTimeout(() => {
      entry.pending = null;
      void this.writeVisibility(entry);
    }, wait);
  }

  private writeVisibility(entry: TrackedSocket): Promise<void> {
    if (this.sockets.get(entry.socketId) !== entry || entry.visible === entry.writtenVisible) return Promise.resolve();
    return this.write([entry]);
  }

  async disconnected(socketId: string): Promise<void> {
    const entry = this.sockets.get(socketId);
    if (!entry) return;
    if (entry.pending) clearTimeout(entry.pending);
    this.sockets.delete(socketId);
    // The member was looking until now if Redis last heard the page was visible.
    await this.run((pipeline) => removePresence(pipeline, { ...entry, visible: entry.writtenVisible }, Date.now()));
  }

  /** Writes every socket held here again, in batches. */
  async refresh(): Promise<void> {
    const entries = [...this.sockets.values()];
    for (let i = 0; i < entries.length; i += REFRESH_BATCH) await this.write(entries.slice(i, i + REFRESH_BATCH));
  }

  /** Writes each socket's state now; one round of writes, so a reader never sees a member gone in between. */
  private write(entries: TrackedSocket[]): Promise<void> {
    const now = Date.now();
    return this.run((pipeline) => {
      for (const entry of entries) {
        // A socket that disconnected while a refresh was under way is not written back.
        if (this.sockets.get(entry.socketId) !== entry) continue;
        // Hidden since the last write: the member was looking until now.
        writePresence(pipeline, entry, now, { wasVisible: entry.writtenVisible && !entry.visible });
        entry.writtenVisible = entry.visible;
        entry.writtenAt = now;
      }
    });
  }

  private async run(fill: (pipeline: ReturnType<Redis['pipeline']>) => void): Promise<void> {
    const pipeline = this.redis.pipeline();
    fill(pipeline);
    try {
      await pipeline.exec();
    } catch (error: unknown) {
      // One line per 10 s: through a Redis outage every connect and refresh fails alike.
      if (Date.now() - this.warnedAt < 10_000) return;
      this.warnedAt = Date.now();
      this.logger.warn(`presence not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** A gateway that stops says goodbye for its sockets: their members are not online here any more. */
  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const entries = [...this.sockets.values()];
    for (const entry of entries) if (entry.pending) clearTimeout(entry.pending);
    this.sockets.clear();
    const now = Date.now();
    if (entries.length > 0) {
      await this.run((pipeline) => entries.forEach((entry) => removePresence(pipeline, { ...entry, visible: entry.writtenVisible }, now)));
    }
  }
}
