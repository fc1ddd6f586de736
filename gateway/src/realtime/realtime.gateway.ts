import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { RedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';
import {
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
  type Locale,
  type MessageSendAck,
  type ServerToClientEvents,
} from '@amoretto/shared';
import { apiErrorBody, isUnavailableError, requestLocale } from '@amoretto/shared/node';
import { SendRateCounter } from '../chats/send-rate-counter';
import { SocketSendService } from '../chats/socket-send.service';
import { GatewayConfig } from '../config/gateway-config';
import { MemberEventsFanout } from './member-events-fanout';
import { GatewayMetrics } from '../health/gateway-metrics';
import { GatewayDrain } from './gateway-drain.service';
import { PresenceTracker } from './presence-tracker.service';
import { SocketAuthService } from './socket-auth.service';
import { isTypingPayload, TypingRelayService, TypingThrottle } from './typing-relay.service';

interface SocketData {
  userId: string;
  tokenHash: string;
  /** When the session was last found valid (handshake, then before a send when older than SESSION_RECHECK_SECONDS). */
  checkedAt: number;
}

type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Sends a socket may have waiting for their answer; more are refused until some are answered. */
export const MAX_PENDING_SENDS = 20;

/**
 * Holds member sockets: authenticates the handshake and joins `user:{id}`. Everything the
 * backend announces arrives through Redis. Typing is relayed here, and text messages sent
 * over the socket are stored here (SocketSendService) and announced like the backend's.
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit<AppServer>, OnGatewayConnection<AppSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server: AppServer;

  private fanout: MemberEventsFanout;
  private readonly sendRate: SendRateCounter;

  constructor(
    private readonly auth: SocketAuthService,
    private readonly typing: TypingRelayService,
    private readonly sends: SocketSendService,
    private readonly config: GatewayConfig,
    private readonly presence: PresenceTracker,
    private readonly metrics: GatewayMetrics,
    private readonly drain: GatewayDrain,
  ) {
    this.sendRate = new SendRateCounter({ limit: config.SEND_RATE_LIMIT, windowMs: config.SEND_RATE_WINDOW_MS });
  }

  afterInit(server: AppServer): void {
    const adapter = server.of('/').adapter;
    if (!(adapter instanceof RedisAdapter) || !(adapter.pubClient instanceof Redis) || !(adapter.subClient instanceof Redis)) {
      throw new Error('the gateway needs the Redis adapter with ioredis clients');
    }
    this.fanout = new MemberEventsFanout(
      server,
      adapter.pubClient,
      adapter.subClient,
      (error: unknown) => this.logger.error(error),
      () => this.metrics.eventsDelivered.inc(),
    );
    this.metrics.countSocketsWith(() => server.of('/').sockets.size);
    this.drain.attach(server);
    server.use((socket, next) => {
      // A stopping gateway takes no new member: the client tries again, reaching another one.
      if (this.drain.draining) return next(new Error('service_unavailable'));
      this.auth
        .sessionFor(socket.handshake.headers.cookie)
        .then((session) => {
          if (!session) return next(new Error('authentication_required'));
          socket.data = { ...session, checkedAt: Date.now() };
          next();
        })
        .catch((error: unknown) => {
          this.logger.error(error);
          next(new Error('service_unavailable'));
        });
    });
  }

  async handleConnection(socket: AppSocket): Promise<void> {
    await socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.tokenHash)]);
    this.capSockets(socket.data.userId);
    this.trackPresence(socket);
    socket.on('ping', (_payload, ack) => {
      if (typeof ack === 'function') ack({ serverTime: Date.now() });
    });
    this.listenForSends(socket);
    const throttle = new TypingThrottle();
    socket.on('typing', (payload: unknown, ack?: unknown) => {
      const reply = (ok: boolean) => {
        if (typeof ack === 'function') (ack as (reply: { ok: boolean }) => void)({ ok });
      };
      if (!throttle.allow() || !isTypingPayload(payload)) return reply(false);
      this.relayTyping(Number(socket.data.userId), payload.conversation_id, payload.typing).then(reply, (error: unknown) => {
        this.logger.error(error);
        reply(false);
      });
    });
  }

  /** Whether the member is at the site, for the workers' push and mail (PresenceTracker). */
  private trackPresence(socket: AppSocket): void {
    // A client that does not say is taken as looking: it then gets no push while connected.
    const auth: unknown = socket.handshake.auth;
    const hidden = typeof auth === 'object' && auth !== null && (auth as { visible?: unknown }).visible === false;
    // A socket gone while it joined its rooms must not be written: nothing would ever remove it.
    if (socket.disconnected) return;
    void this.presence.connected(socket.id, socket.data.userId, !hidden);
    socket.on('disconnect', () => void this.presence.disconnected(socket.id));
    socket.on('presence.visibility', (payload: unknown, ack?: unknown) => {
      const visible = typeof payload === 'object' && payload !== null ? (payload as { visible?: unknown }).visible : undefined;
      const ok = typeof visible === 'boolean';
      if (ok) this.presence.visibility(socket.id, visible);
      if (typeof ack === 'function') (ack as (reply: { ok: boolean }) => void)({ ok });
    });
  }

  private listenForSends(socket: AppSocket): void {
    const locale = requestLocale(socket.handshake.headers.cookie, socket.handshake.headers['accept-language']);
    let pending = 0;
    socket.on('message.send', (payload: unknown, ack?: unknown) => {
      if (typeof ack !== 'function') return; // the answer is the only way a send's outcome is known
      const answer = ack as (answer: MessageSendAck) => void;
      const reply = (result: MessageSendAck) => {
        this.metrics.messagesSent.inc({ status: String(result.status) });
        answer(result);
      };
      if (pending >= MAX_PENDING_SENDS) return reply({ status: 429, ...apiErrorBody('too_many_requests', locale) });
      const waitMs = this.sendRate.take(Number(socket.data.userId));
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        return reply({ status: 429, ...apiErrorBody('too_many_requests', locale, undefined, { seconds }) });
      }
      pending += 1;
      this.sendMessage(socket, payload, locale)
        .then(reply, (error: unknown) => {
          // Postgres and Redis both out of reach (the session recheck): 503, retried by the client.
          if (isUnavailableError(error)) return reply({ status: 503, ...apiErrorBody('service_unavailable', locale) });
          this.logger.error(error);
          reply({ status: 500, ...apiErrorBody('internal_error', locale) });
        })
        .finally(() => {
          pending -= 1;
        });
    });
  }

  /**
   * A member's sockets on this gateway beyond MAX_SOCKETS_PER_MEMBER: the oldest close
   * (the room keeps join order). A closed tab still works over HTTP and its periodic refresh.
   */
  private capSockets(userId: string): void {
    const room = this.server.of('/').adapter.rooms.get(userRoom(userId));
    if (!room || room.size <= this.config.MAX_SOCKETS_PER_MEMBER) return;
    const oldest = [...room].slice(0, room.size - this.config.MAX_SOCKETS_PER_MEMBER);
    for (const id of oldest) this.server.of('/').sockets.get(id)?.disconnect(true);
  }

  private async sendMessage(socket: AppSocket, payload: unknown, locale: Locale): Promise<MessageSendAck> {
    if (!(await this.sessionStillValid(socket))) {
      // After the answer has gone out: the client learns why, then loses the socket.
      setImmediate(() => socket.disconnect(true));
      return { status: 403, ...apiErrorBody('authentication_required', locale) };
    }
    const senderId = Number(socket.data.userId);
    const { ack, events } = await this.sends.send(senderId, payload, locale);
    // The sending socket has the message and balance in its answer; the member's other tabs get the events.
    this.fanout.emit(events.map((event) => ({ event, exceptSocket: event[0] === senderId ? socket.id : null })));
    return ack;
  }

  private async sessionStillValid(socket: AppSocket): Promise<boolean> {
    if (Date.now() - socket.data.checkedAt < this.config.SESSION_RECHECK_SECONDS * 1000) return true;
    const session = await this.auth.sessionFor(socket.handshake.headers.cookie);
    if (!session || session.userId !== socket.data.userId || session.tokenHash !== socket.data.tokenHash) return false;
    socket.data.checkedAt = Date.now();
    return true;
  }

  /** To the partner's room, so it reaches their sockets on any gateway through the adapter. */
  private async relayTyping(senderId: number, conversationId: number, typing: boolean): Promise<boolean> {
    const partnerId = await this.typing.partnerFor(senderId, conversationId);
    if (partnerId === null) return false;
    this.server.to(userRoom(partnerId)).emit('typing.changed', { conversation: { id: conversationId }, profile_id: senderId, typing });
    return true;
  }
}
