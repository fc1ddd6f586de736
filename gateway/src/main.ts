import { loadGatewayConfig } from './config/gateway-config';
import { createGateway } from './gateway.factory';

/**
 * Connections the kernel holds for the gateway until it accepts them (capped by the host's
 * net.core.somaxconn, 4096 by default on current kernels). In a rollout the members of a
 * draining gateway reconnect to the others within seconds; with Node's default of 511, a
 * gateway busy for a moment let the queue overflow, and each dropped SYN is tried again by the
 * client's kernel only after 1, 2, 4, 8 s: reconnects took 20 s and more (bench:rollout).
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
