import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { OPERATOR_COOKIE } from '@amoretto/shared/db';
import { AppModule } from './app.module';
import { frameworkErrors } from './common/framework-errors';
import type { AppConfig } from './config/app-config';
import { trustProxySetting } from './config/trust-proxy';
import { BackendDrain } from './health/backend-drain.service';
import { installHttpMetrics } from './health/http-metrics';
import { installPolledRoutes } from './poll/polled-routes';
import { MAX_INPUT_BYTES } from './photos/photo-pipeline.service';
import { cdnPlugin } from './photos/cdn.plugin';
import { PhotoStorageService } from './photos/photo-storage.service';

/** Builds the HTTP app; used by main.ts and by the integration tests alike. */
/** `extra` lets integration tests mount probe controllers next to the real modules. */
export async function createApp(config: AppConfig, extra?: ModuleMetadata): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    frameworkErrors,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forConfig(config, extra), adapter, {
    bufferLogs: true,
    // Payment webhooks are verified over the body exactly as sent (request.rawBody).
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  // SIGTERM: drain (health/backend-drain.service.ts), close, then exit 0 once the pools are closed.
  app.enableShutdownHooks(undefined, { useProcessExit: true });

  // Answers of 1 KiB and more go out compressed when the client accepts it (the site's settings,
  // search pages and message lists are JSON of several KiB, read on phones over slow links). Brotli
  // at quality 4 costs about what gzip does. Before any route exists: the plugin hooks each new one.
  // Request bodies are taken as sent (webhooks are verified over their exact bytes).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(fastifyCookie);
  // Built once: @fastify/helmet rebuilds helmet (parsing every directive) on each request.
  const securityHeaders = helmet({
    // Swagger UI at /api/docs loads its own inline styles; JSON answers need no CSP beyond this.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Only ask browsers to upgrade when the site itself is served over https.
        upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: config.PUBLIC_URL.startsWith('https:'),
  });
  installHttpMetrics(app.getHttpAdapter().getInstance(), config.METRICS_TOKEN);
  app.get(BackendDrain).closeConnectionsWhileDraining(app.getHttpAdapter().getInstance());
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => (error instanceof Error ? done(error) : done())),
    );

  await app.register(fastifyMultipart, { limits: { fileSize: MAX_INPUT_BYTES, files: 1, fields: 10 } });

  await app.register(cdnPlugin(app.get(PhotoStorageService).store));

  const openapi = new DocumentBuilder()
    .setTitle('Amoretto API')
    .setDescription('HTTP API of Amoretto. Errors are `{ "error": { "code", "message" } }`; see the ErrorCode enum.')
    .setVersion('1')
    .addCookieAuth('auth.session')
    // The operator console's session, a cookie of its own (operator-auth/operator-session.guard.ts).
    .addCookieAuth(OPERATOR_COOKIE, { type: 'apiKey', in: 'cookie' }, 'operator')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openapi), {
    jsonDocumentUrl: 'api/docs.json',
  });

  // Before init: Nest registers its routes there, and the polled ones get their fast path then.
  installPolledRoutes(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
