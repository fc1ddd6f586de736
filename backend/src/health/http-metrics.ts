import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { createMetricsRegistry, registerMetricsRoute } from '@amoretto/shared/node';

/** The route pattern a request matched (`/api/members/:id`), never its raw path: ids would make a series each. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? 'unmatched';
}

/**
 * The backend's /metrics: process metrics and, per route pattern, method and status, the requests
 * answered and how long they took (docs/decisions.md, "Who reads /metrics").
 */
export function installHttpMetrics(fastify: FastifyInstance, token: string | undefined): void {
  const registry = createMetricsRegistry('backend');
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  registerMetricsRoute(fastify, registry, token);
}
