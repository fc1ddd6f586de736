import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { QUEUES } from '@amoretto/shared';
import { logRedisErrors, type ErrorEmitter } from '@amoretto/shared/node';
import type { WorkersConfig } from '../config/workers-config';

/** `/health` for the process supervisor and Bull Board at `/queues` for people. */
export async function startHealthServer(config: WorkersConfig): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const queues = QUEUES.map((name) => new Queue(name, { connection: redis, prefix: config.QUEUE_PREFIX }));
  const log = { warn: (m: string) => console.warn(m), log: (m: string) => console.log(m) };
  logRedisErrors(redis, 'workers health', log);
  queues.forEach((queue, i) => logRedisErrors(queue as unknown as ErrorEmitter, `board ${QUEUES[i]}`, log));
  const app = Fastify({ logger: false });

  const board = new FastifyAdapter();
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: board });
  board.setBasePath('/queues');
  await app.register(board.registerPlugin(), { prefix: '/queues' });

  app.get('/health', async (_request, reply) => {
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
    close: async () => {
      await app.close();
      await Promise.all(queues.map((q) => q.close()));
      await redis.quit().catch(() => undefined);
    },
  };
}
