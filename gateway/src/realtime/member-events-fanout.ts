import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { userRoom, type MemberEvent } from '@amoretto/shared';

/** The Redis channel on which gateways pass each other the events of the sends they stored. */
export const MEMBER_EVENTS_CHANNEL = 'amoretto#member-events';

/** An event and the one socket that must not get it (the sending socket has its answer). */
export type FanoutEvent = { event: MemberEvent; exceptSocket: string | null };

type WireEvent = [...MemberEvent, string | null];

/** Gateway ids are UUIDs: the fixed-length prefix of every message on the channel. */
const ORIGIN_LENGTH = 36;

/**
 * Delivers the events of socket sends to the members' sockets on every gateway. This
 * gateway's sockets get them at once; the other gateways get all events of one turn of the
 * event loop (one stored batch of sends) in a single Redis message, where the Socket.IO
 * adapter would publish every event on its own and then read and decode each one again as
 * its own echo. A message starts with the publishing gateway's id, so a gateway skips its
 * own without parsing it. Everything else a gateway emits still goes through the adapter.
 */
export class MemberEventsFanout {
  private readonly origin = randomUUID();
  private readonly originBytes = Buffer.from(this.origin);
  private readonly channelBytes = Buffer.from(MEMBER_EVENTS_CHANNEL);
  private outgoing: WireEvent[] = [];
  /** Settles once other gateways' events reach this one. */
  readonly subscribed: Promise<void>;

  constructor(
    private readonly server: Server,
    private readonly pub: Redis,
    sub: Redis,
    private readonly onError: (error: unknown) => void,
    /** Told of each event delivered to this gateway's sockets (the gateway's metrics). */
    private readonly onDelivered: () => void = () => undefined,
  ) {
    // On the adapter's own subscriber connection: these events and the adapter's arrive in
    // the order Redis received them.
    sub.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      if (channel.equals(this.channelBytes)) this.receive(message);
    });
    this.subscribed = sub.subscribe(MEMBER_EVENTS_CHANNEL).then(() => undefined, onError);
  }

  emit(events: FanoutEvent[]): void {
    if (events.length === 0) return;
    for (const { event, exceptSocket } of events) this.deliver(event, exceptSocket);
    if (this.outgoing.length === 0) setImmediate(() => this.publish());
    for (const { event, exceptSocket } of events) this.outgoing.push([...event, exceptSocket]);
  }

  private publish(): void {
    const events = this.outgoing;
    this.outgoing = [];
    this.pub.publish(MEMBER_EVENTS_CHANNEL, this.origin + JSON.stringify(events)).catch(this.onError);
  }

  private receive(message: Buffer): void {
    if (message.length < ORIGIN_LENGTH || message.subarray(0, ORIGIN_LENGTH).equals(this.originBytes)) return;
    let events: unknown;
    try {
      events = JSON.parse(message.toString('utf8', ORIGIN_LENGTH));
    } catch (error) {
      return this.onError(error);
    }
    if (!Array.isArray(events)) return this.onError(new Error('member events: not an array'));
    for (const wire of events) {
      if (!isWireEvent(wire)) {
        this.onError(new Error('member events: malformed event'));
        continue;
      }
      const [userId, name, payload, exceptSocket] = wire;
      this.deliver([userId, name, payload] as MemberEvent, exceptSocket);
    }
  }

  /** To this gateway's sockets in the member's room, if it has any. */
  private deliver([userId, name, payload]: MemberEvent, exceptSocket: string | null): void {
    const room = userRoom(userId);
    const sockets = this.server.of('/').adapter.rooms.get(room);
    // The usual case for the sender: one tab, the one that has its answer. Emitting would
    // still encode and frame the packet for nobody.
    if (!sockets || (sockets.size === 1 && exceptSocket !== null && sockets.has(exceptSocket))) return;
    const to = this.server.local.to(room);
    (exceptSocket === null ? to : to.except(exceptSocket)).emit(name, payload);
    this.onDelivered();
  }
}

function isWireEvent(value: unknown): value is WireEvent {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    Number.isInteger(value[0]) &&
    typeof value[1] === 'string' &&
    typeof value[2] === 'object' &&
    value[2] !== null &&
    (value[3] === null || typeof value[3] === 'string')
  );
}
