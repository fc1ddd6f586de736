// @ts-check
// One short-lived pg client for a benchmark's set-up statements (create, drop, fill).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');

/**
 * Runs `fn` with a connected client on `url`, and always closes it.
 * @template T
 * @param {string} url
 * @param {(client: import('pg').Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
