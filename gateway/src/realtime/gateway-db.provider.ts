import { createDataSource } from '@amoretto/shared/db';
import { GatewayConfig } from '../config/gateway-config';

/** The gateway's read-only view of Postgres (shared's data source; no TypeORM of its own). */
export type GatewayDb = ReturnType<typeof createDataSource>;
export const GATEWAY_DB = Symbol('GATEWAY_DB');

/**
 * A small pool: the gateway only reads, once per relayed typing event, so a few
 * connections per process are plenty next to the backend's pool.
 */
export const gatewayDbProvider = {
  provide: GATEWAY_DB,
  inject: [GatewayConfig],
  useFactory: (config: GatewayConfig): Promise<GatewayDb> =>
    createDataSource(config.DATABASE_URL).setOptions({ extra: { max: 4 } }).initialize(),
};
