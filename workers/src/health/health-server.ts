import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import Fastify, { type FastifyInstance } from 'fastify';
import { OPERATOR_QUEUES_PATH, QUEUES } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { connectFailFastRedis, createRedis, logRedisErrors, registerMetricsRoute, type ErrorEmitter } from '@amoretto/shared/node';
import type { WorkersConfig } from '../config/workers-config';
import { queuesAccessHook } from './queues-access';
import { QUEUE_STATES, workersMetricsRegistry } from './workers-metrics';

/**
 * `/health` for the process supervisor, and Bull Board for operators at /operator/queues, the
 * path the site proxies here (so the console's operator cookie comes along). Everything under
 * it needs an admin's operator session (queues-access.ts); the old /queues sends there.
 */
export async function startHealthServer(
  config: WorkersConfig,
  db: Queryable,
): Promise<{ app: FastifyInstance; drain: () => void; close: () => Promise<void> }> {
  const redis = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const log = { warn: (m: string) => console.warn(m), log: (m: string) => console.log(m) };
  // Sessions are read on a client that fails at once while Redis is away (then from Postgres).
  const sessionRedis = await connectFailFastRedis(config.REDIS_URL, 'workers operator sessions', log);
  const queues = QUEUES.map((name) => new Queue(name, { connection: redis, prefix: config.QUEUE_PREFIX }));
  logRedisErrors(redis, 'workers health', log);
  queues.forEach((queue, i) => logRedisErrors(queue as unknown as ErrorEmitter, `board ${QUEUES[i]}`, log));
  const app = Fastify({ logger: false });

  const board = new FastifyAdapter();
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: board });
  board.setBasePath(OPERATOR_QUEUES_PATH);
  // The hook belongs to this scope only: it runs before every route of the board, /health stays open.
  await app.register(async (scope) => {
    scope.addHook('onRequest', queuesAccessHook(sessionRedis, db));
    // The console home's counts (failed jobs above all), for the admins the board is for.
    scope.get(`${OPERATOR_QUEUES_PATH}/counts.json`, async () => ({
      queues: Object.fromEntries(
        await Promise.all(QUEUES.map(async (name, i) => [name, await queues[i]!.getJobCounts(...QUEUE_STATES)] as const)),
      ),
    }));
    await scope.register(board.registerPlugin(), { prefix: OPERATOR_QUEUES_PATH });
  });

  // Where the dashboard used to be: on to the site's path for it, serving nothing here.
  const toSite = `${config.PUBLIC_URL.replace(/\/$/, '')}${OPERATOR_QUEUES_PATH}`;
  app.get('/queues', (_request, reply) => reply.redirect(toSite, 301));
  app.get('/queues/*', (_request, reply) => reply.redirect(toSite, 301));

  registerMetricsRoute(app, workersMetricsRegistry(queues), config.METRICS_TOKEN);

  // Stopping: out of the rotation (the board goes to another process) while the port stays open for
  // the liveness check and the running jobs finish (main.ts).
  let draining = false;
  app.get('/health', async (_request, reply) => {
    if (draining) return reply.status(503).send({ error: { code: 'service_unavailable', message: 'Stopping' } });
    try {
      await redis.ping();
      return { status: 'ok', redis: 'up', queues: QUEUES };
    } catch {
      return reply.status(503).send({ error: { code: 'service_unavailable', message: 'Redis is not answering' } });
    }
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  return {
    app,
    drain: () => {
      draining = true;
    },
    close: async () => {
      await app.close();
      await Promise.all(queues.map((q) => q.close()));
      await redis.quit().catch(() => undefined);
      sessionRedis.disconnect();
    },
  };
}
