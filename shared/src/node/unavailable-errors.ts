/** Seconds a client is asked to wait (Retry-After) when Postgres or Redis cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// Network failures of a connection to Postgres or Redis.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// Postgres SQLSTATEs of a server that is not serving: class 08 (connection exception),
// 57P01–57P03 (admin/crash shutdown, cannot connect now) and 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

// What pg, pg-pool, TypeORM and ioredis say when the connection is gone or never came.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: "Connection terminated unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/i, // pg-pool's connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /Stream isn't writeable and enableOfflineQueue options is false/, // ioredis, fail-fast client
  /^Command timed out$/, // ioredis commandTimeout
  /^Connection is closed\.$/, // ioredis
  /Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

/**
 * Whether an error means Postgres or Redis is out of reach (down, restarting, full), not a
 * bug: such failures answer 503 service_unavailable with Retry-After, not 500. Looks at the
 * error, TypeORM's `driverError` and `cause`.
 */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, name, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (name === 'MaxRetriesPerRequestError' || name === 'PhotoStoreUnavailableError') return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // An AggregateError (a connect to several addresses) is unavailable when all of its parts are.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => isUnavailableError(e, depth + 1))) return true;
  return isUnavailableError(driverError, depth + 1) || isUnavailableError(cause, depth + 1);
}
