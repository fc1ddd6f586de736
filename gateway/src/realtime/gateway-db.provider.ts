import { createDataSource } from '@amoretto/shared/db';
import { GatewayConfig } from '../config/gateway-config';

/** The gateway's Postgres (shared's data source; no TypeORM entities of its own). */
export type GatewayDb = ReturnType<typeof createDataSource>;
export const GATEWAY_DB = Symbol('GATEWAY_DB');

/**
 * A small pool: one connection per send lane (socket sends are batched, see
 * SocketSendService) and a few for the typing relay's reads.
 */
export const gatewayDbProvider = {
  provide: GATEWAY_DB,
  inject: [GatewayConfig],
  useFactory: (config: GatewayConfig): Promise<GatewayDb> => {
    const source = createDataSource(config.DATABASE_URL);
    // Keeps shared's pool settings (connect timeout, keep-alive), only smaller.
    return source.setOptions({ extra: { ...(source.options.extra as Record<string, unknown>), max: 4 } }).initialize();
  },
};
