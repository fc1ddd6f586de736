import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * pino-http options shared by backend and gateway: one short line per request (method,
 * path, status, time) and never cookies, credentials or query strings with tokens.
 */
export function httpLoggerOptions(level: string) {
  return {
    level,
    // Nest runs pino-http as Fastify middleware, which sees `url` relative to the middleware's
    // route (`/` for every request); `originalUrl` is the path the client asked for.
    autoLogging: {
      ignore: (req: IncomingMessage & { originalUrl?: string }) => (req.originalUrl ?? req.url ?? '').split('?')[0] === '/health',
    },
    serializers: {
      req: (req: { method?: string; url?: string; id?: unknown }) => ({
        id: req.id,
        method: req.method,
        path: (req.url ?? '').split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
    },
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse, ms: number) =>
      `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${Math.round(ms)}ms`,
  };
}
