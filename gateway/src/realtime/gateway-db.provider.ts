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
  useFactory: (config: GatewayConfig): Promise<GatewayDb> =>
    createDataSource(config.DATABASE_URL).setOptions({ extra: { max: 4 } }).initialize(),
};
