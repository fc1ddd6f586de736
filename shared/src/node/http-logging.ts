import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * pino-http options shared by backend and gateway: one short line per request (method,
 * path, status, time) and never cookies, credentials or query strings with tokens.
 */
export function httpLoggerOptions(level: string) {
  return {
    level,
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' },
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
