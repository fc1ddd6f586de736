/** Where the sharded emitter publishes: ioredis' SPUBLISH on a Cluster (or a Redis ≥ 7). */
export interface ShardedPublisher {
  spublish(channel: string, message: string): Promise<unknown>;
}

// The Socket.IO cluster adapter's message and packet types (socket.io-adapter's MessageType,
// socket.io-parser's PacketType), which the sharded adapter reads.
const BROADCAST = 3;
const DISCONNECT_SOCKETS = 6;
const EVENT_PACKET = 2;
/** The sender id the adapters take for an emitter, not a server (socket.io-adapter's EMITTER_UID). */
const EMITTER_UID = 'emitter';

type EventsMap = { [event: string]: (...args: never[]) => void };

/**
 * What @socket.io/redis-emitter does for the classic Redis adapter, for the sharded one
 * (@socket.io/redis-adapter's createShardedAdapter, Redis Cluster's sharded pub/sub), which
 * that emitter cannot reach: the backend and workers emit to members' rooms with SPUBLISH on
 * the channels the gateways' sharded adapters subscribe to. A room's events go on the room's
 * own channel (the adapter's default "dynamic" mode), so they spread over the cluster's shards.
 */
export class ShardedEmitter<Events extends EventsMap> {
  private readonly channel: string;

  constructor(
    private readonly publisher: ShardedPublisher,
    private readonly nsp = '/',
    channelPrefix = 'socket.io',
  ) {
    this.channel = `${channelPrefix}#${nsp}#`;
  }

  to(room: string): { emit<E extends keyof Events & string>(event: E, ...args: Parameters<Events[E]>): Promise<unknown> } {
    return {
      emit: (event, ...args) =>
        this.publish(this.roomChannel(room), {
          type: BROADCAST,
          data: { opts: { rooms: [room], except: [], flags: {} }, packet: { type: EVENT_PACKET, data: [event, ...args], nsp: this.nsp } },
        }),
    };
  }

  in(room: string): { disconnectSockets(close?: boolean): Promise<unknown> } {
    return {
      // Not a broadcast: the adapters take it on the namespace's channel only.
      disconnectSockets: (close = false) =>
        this.publish(this.channel, { type: DISCONNECT_SOCKETS, data: { opts: { rooms: [room], except: [] }, close } }),
    };
  }

  /** A room of its own channel, unless it looks like a socket id (20 characters: the adapter's rule). */
  private roomChannel(room: string): string {
    return room.length === 20 ? this.channel : `${this.channel}${room}#`;
  }

  private publish(channel: string, message: { type: number; data: unknown }): Promise<unknown> {
    // JSON: the adapter reads a message starting with "{" as JSON (msgpack only for binary).
    return this.publisher.spublish(channel, JSON.stringify({ uid: EMITTER_UID, nsp: this.nsp, ...message }));
  }
}
