// The raw floor of bench/api: a bare Fastify server that, for each polled endpoint, reads the
// session from Redis (one round trip that also reads the poll version, the backend's own script), runs that endpoint's own statement with pg
// (the text the backend exports, as a named prepared statement, as the backend runs it) and
// answers the bytes the real backend answered. No Nest, no TypeORM, no validation, no
// serialization: what the endpoint cannot do without. Started by run.mjs as a child process
// (its own core time, like the backend's); the bodies arrive over IPC.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const Fastify = require('fastify');
const pg = require('pg');
const { Redis } = require('ioredis');
const { sessionCacheKey, sessionTokenFromCookie, sessionTokenHash } = require('@amoretto/shared/db');
const { pollKeys } = require('@amoretto/shared/node');
const { LIKES_LIST_LIMIT } = require('@amoretto/shared');
const { ME_SQL } = require(join(root, 'backend/dist/accounts/accounts.repository.js'));
const { CHAT_LIST_SQL } = require(join(root, 'backend/dist/chats/chats.repository.js'));
const { likesListSql } = require(join(root, 'backend/dist/likes/likes.repository.js'));
const { SESSION_AND_VERSION } = require(join(root, 'backend/dist/poll/poll-versions-reader.js'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const redis = new Redis(process.env.REDIS_URL);
const keys = pollKeys(process.env.DATABASE_URL);
redis.defineCommand('pollSession', { numberOfKeys: 3, lua: SESSION_AND_VERSION });
const names = new Map();
/** As shared/src/db/prepared-query.ts names them. */
function prepared(text, values) {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return pool.query({ name, text, values });
}

const STATEMENTS = {
  'user.php': (id) => prepared(ME_SQL, [id]),
  'chats.php': (id) => prepared(CHAT_LIST_SQL, [id]),
  'likes.php': (id) => prepared(likesListSql('received'), [id, LIKES_LIST_LIMIT + 1, null, null, LIKES_LIST_LIMIT]),
};

let bodies = {};
const app = Fastify({ logger: false });
for (const [name, run] of Object.entries(STATEMENTS)) {
  app.get(`/api/${name}`, async (request, reply) => {
    const token = sessionTokenFromCookie(request.headers.cookie);
    const hash = token ? sessionTokenHash(token) : null;
    // The endpoint's own session read: the session and what the poll tag is made of, one round trip.
    const found = hash ? await redis.pollSession(sessionCacheKey(hash), keys.live, keys.epoch, keys.versionPrefix) : null;
    const id = found?.[0];
    if (!id) return reply.code(403).send('{}');
    // A conditional poll: that read alone, then 304.
    if (request.headers['if-none-match']) return reply.code(304).send();
    await run(Number(id));
    return reply.type('application/json; charset=utf-8').send(bodies[name]);
  });
}

process.on('message', (message) => {
  if (message.bodies) bodies = Object.fromEntries(Object.entries(message.bodies).map(([k, v]) => [k, Buffer.from(v)]));
  process.send?.({ ready: true });
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ listening: true });
