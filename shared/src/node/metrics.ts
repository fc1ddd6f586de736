import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * `/metrics` of each app in Prometheus format (docs/decisions.md, "Who reads /metrics"): the
 * process metrics prom-client collects, labelled with the app, and each app's own. The
 * endpoint answers a scraper on the same machine (a loopback peer that came through no proxy)
 * or one with `Authorization: Bearer <METRICS_TOKEN>` when that token is set; everyone else
 * gets 404, as if there were nothing there. The site's proxy never forwards /metrics anyway.
 */
export function createMetricsRegistry(app: 'backend' | 'gateway' | 'workers'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: registry });
  return registry;
}

export const METRICS_PATH = '/metrics';

/** What the access rule reads of a request. */
export interface MetricsRequest {
  /** The TCP peer, never a forwarded address. */
  peer: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a request may read /metrics: the bearer token when one is set, or a local scraper no proxy passed on. */
export function mayReadMetrics(request: MetricsRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (token && typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    return sameSecret(authorization.slice('Bearer '.length), token);
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && request.peer !== undefined && LOOPBACK.test(request.peer);
}

/** The smallest Fastify surface the route needs (each app has its own Fastify instance). */
interface MetricsHost {
  get(
    path: string,
    handler: (
      request: { raw: { socket: { remoteAddress?: string } }; headers: MetricsRequest['headers'] },
      reply: { code(status: number): { header(name: string, value: string): { send(body: string): unknown } } },
    ) => Promise<unknown>,
  ): unknown;
}

/** Adds GET /metrics for `registry` to a Fastify instance. */
export function registerMetricsRoute(host: MetricsHost, registry: Registry, token: string | undefined): void {
  host.get(METRICS_PATH, async (request, reply) => {
    if (!mayReadMetrics({ peer: request.raw.socket.remoteAddress, headers: request.headers }, token)) {
      return reply.code(404).header('content-type', 'application/json').send('{"error":{"code":"not_found","message":"Not found"}}');
    }
    return reply
      .code(200)
      .header('content-type', registry.contentType)
      .send(await registry.metrics());
  });
}
