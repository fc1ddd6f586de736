// @ts-check
// The real services the apps need: Postgres, Redis and a mail catcher, one module each. We
// use servers that already answer (DATABASE_URL / REDIS_URL, then the standard local ports)
// and only start project-local ones, with data under .data/, when none does or STACK=local.
import { ensureDataDirs } from '../paths.mjs';
import { makeLogger } from '../proc.mjs';
import { ensureMaildev } from './maildev.mjs';
import { ensurePostgres, prepareDatabase } from './postgres.mjs';
import { ensureRedis, flushRedisDb } from './redis.mjs';
import { withPath } from './urls.mjs';

export { stopLocalPostgres } from './postgres.mjs';
export { flushRedisDb } from './redis.mjs';

/** @typedef {import('../proc.mjs').Log} Log */
/** @typedef {'dev' | 'test'} Profile */

/**
 * @typedef {object} Stack
 * @property {string} databaseUrl the profile's database (amoretto / amoretto_test)
 * @property {string} adminDatabaseUrl the same server's `postgres` database
 * @property {string} redisUrl
 * @property {string} smtpUrl
 * @property {string} mailWebUrl
 * @property {string[]} started what this call started (and stop() will stop)
 * @property {() => Promise<void>} stop stops only what this call started
 */

/** @type {Record<Profile, { db: string, redisDb: number, smtp: number, web: number }>} */
const PROFILES = {
  dev: { db: 'amoretto', redisDb: 0, smtp: 3025, web: 3080 },
  test: { db: 'amoretto_test', redisDb: 1, smtp: 4025, web: 4080 },
};

/**
 * Finds or starts Postgres, Redis and the profile's mail catcher. `node` runs the mail
 * catcher (the project's Node, runtime.mjs).
 * @param {{ profile: Profile, forceLocal?: boolean, node: string, log?: Log }} opts
 * @returns {Promise<Stack>}
 */
export async function ensureStack({ profile, forceLocal = false, node, log = makeLogger('stack') }) {
  const settings = PROFILES[profile];
  if (!settings) throw new Error(`unknown profile ${profile}`);
  ensureDataDirs();
  /** @type {{ name: string, stop: () => Promise<void> }[]} */
  const started = [];
  const stop = async () => {
    // Reverse order: the mail catcher and Redis go before the database.
    for (const item of started.splice(0).reverse()) {
      try {
        await item.stop();
        log(`stopped ${item.name}`);
      } catch (err) {
        log(`could not stop ${item.name}: ${/** @type {Error} */ (err).message}`);
      }
    }
  };
  try {
    const pg = await ensurePostgres(forceLocal, log);
    if (pg.stop) started.push({ name: 'postgres', stop: pg.stop });
    const databaseUrl = withPath(pg.adminUrl, `/${settings.db}`);
    await prepareDatabase(pg.adminUrl, settings.db, profile === 'test', log);

    const redis = await ensureRedis(forceLocal, log);
    if (redis.stop) started.push({ name: 'redis', stop: redis.stop });
    const redisUrl = withPath(redis.url, `/${settings.redisDb}`);
    if (profile === 'test') {
      // Like the database: no queued jobs or sessions left over from an earlier run.
      await flushRedisDb(redisUrl);
      log(`redis: flushed database ${settings.redisDb}`);
    }

    const mail = await ensureMaildev({
      name: `maildev-${profile}`,
      smtp: settings.smtp,
      web: settings.web,
      emptyInbox: profile === 'test',
      node,
      log,
    });
    if (mail.stop) started.push({ name: `maildev-${profile}`, stop: mail.stop });

    return {
      databaseUrl,
      adminDatabaseUrl: pg.adminUrl,
      redisUrl,
      smtpUrl: mail.smtpUrl,
      mailWebUrl: mail.webUrl,
      started: started.map((item) => item.name),
      stop,
    };
  } catch (err) {
    // Leave nothing half-started behind.
    await stop();
    throw err;
  }
}
