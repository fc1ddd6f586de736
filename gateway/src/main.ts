import { loadGatewayConfig } from './config/gateway-config';
import { createGateway } from './gateway.factory';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
