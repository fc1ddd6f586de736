import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { sessionRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@amoretto/shared';
import { SocketAuthService } from './socket-auth.service';
import { isTypingPayload, TypingRelayService, TypingThrottle } from './typing-relay.service';

interface SocketData {
  userId: string;
  tokenHash: string;
}
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * Holds member sockets: authenticates the handshake and joins `user:{id}`. Everything the
 * backend announces arrives through Redis; the one thing relayed here is typing.
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit<AppServer>, OnGatewayConnection<AppSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server: AppServer;

  constructor(
    private readonly auth: SocketAuthService,
    private readonly typing: TypingRelayService,
  ) {}

  afterInit(server: AppServer): void {
    server.use((socket, next) => {
      this.auth
        .sessionFor(socket.handshake.headers.cookie)
        .then((session) => {
          if (!session) return next(new Error('authentication_required'));
          socket.data = session;
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
    socket.on('ping', (_payload, ack) => {
      if (typeof ack === 'function') ack({ serverTime: Date.now() });
    });
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

  /** To the partner's room, so it reaches their sockets on any gateway through the adapter. */
  private async relayTyping(senderId: number, conversationId: number, typing: boolean): Promise<boolean> {
    const partnerId = await this.typing.partnerFor(senderId, conversationId);
    if (partnerId === null) return false;
    this.server.to(userRoom(partnerId)).emit('typing.changed', { conversation: { id: conversationId }, profile_id: senderId, typing });
    return true;
  }
}
