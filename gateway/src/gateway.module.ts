import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import { closeRedis, httpLoggerOptions } from '@amoretto/shared/node';
import { GatewayConfig } from './config/gateway-config';
import { SocketSendService } from './chats/socket-send.service';
import { GatewayMetrics } from './health/gateway-metrics';
import { HealthController } from './health/health.controller';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { GATEWAY_DB, gatewayDbProvider, type GatewayDb } from './realtime/gateway-db.provider';
import { GatewayDrain } from './realtime/gateway-drain.service';
import { PresenceTracker } from './realtime/presence-tracker.service';
import { GATEWAY_REDIS, redisProvider } from './realtime/redis.provider';
import { SocketAuthService } from './realtime/socket-auth.service';
import { TypingRelayService } from './realtime/typing-relay.service';

@Module({})
export class GatewayModule implements OnApplicationShutdown {
  constructor(
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_DB) private readonly db: GatewayDb,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
    await this.db.destroy().catch(() => undefined);
  }

  static forConfig(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [LoggerModule.forRoot({ pinoHttp: httpLoggerOptions(config.LOG_LEVEL) })],
      controllers: [HealthController],
      providers: [
        { provide: GatewayConfig, useValue: config },
        redisProvider,
        gatewayDbProvider,
        SocketAuthService,
        TypingRelayService,
        SocketSendService,
        PresenceTracker,
        RealtimeGateway,
        GatewayDrain,
        GatewayMetrics,
      ],
    };
  }
}
