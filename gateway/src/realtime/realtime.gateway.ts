import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { sessionRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@amoretto/shared';
import { SocketAuthService } from './socket-auth.service';

interface SocketData {
  userId: string;
  tokenHash: string;
}
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Holds member sockets: authenticates the handshake, joins `user:{id}`, nothing more. */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit<AppServer>, OnGatewayConnection<AppSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server: AppServer;

  constructor(private readonly auth: SocketAuthService) {}

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
  }
}
