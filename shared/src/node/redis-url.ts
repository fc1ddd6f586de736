/** A Redis server's address. */
export interface RedisNode {
  host: string;
  port: number;
}

/** Who to authenticate as on the Redis servers (not the Sentinels) and whether to use TLS. */
interface RedisAuth {
  username?: string;
  password?: string;
  tls: boolean;
}

/**
 * Where a REDIS_URL leads: one server (ioredis reads the URL itself), a primary found through
 * Sentinel (followed across failovers), or a Redis Cluster (keys and sharded channels spread
 * over its primaries).
 */
export type RedisEndpoint =
  | { mode: 'standalone'; url: string }
  | ({ mode: 'sentinel'; sentinels: RedisNode[]; name: string; db: number; sentinelPassword?: string } & RedisAuth)
  | ({ mode: 'cluster'; nodes: RedisNode[] } & RedisAuth);

export const SENTINEL_PORT = 26379;
export const REDIS_PORT = 6379;

/** The accepted forms, for error messages and docs/ports.md. */
export const REDIS_URL_FORMS =
  'redis://[:password@]host:port/db, rediss://… (TLS), redis+sentinel://[:password@]host:port,host:port/primary-name[/db][?sentinelPassword=…], ' +
  'redis+cluster://[:password@]host:port,host:port (rediss+sentinel://, rediss+cluster:// with TLS)';

const MULTI_HOST = /^(rediss?)\+(sentinel|cluster):\/\/(?:([^@/?]*)@)?([^/?]+)(\/[^?]*)?(?:\?(.*))?$/;

/**
 * Reads a REDIS_URL (REDIS_URL_FORMS). Sentinel and Cluster URLs name several servers, which a
 * WHATWG URL cannot hold, so they are read here; a plain one is checked and left to ioredis.
 */
export function parseRedisUrl(url: string): RedisEndpoint {
  if (/^rediss?:\/\//.test(url)) {
    const parsed = new URL(url);
    if (!parsed.hostname) throw new Error('a Redis URL needs a host');
    if (parsed.pathname.length > 1 && !/^\/\d+$/.test(parsed.pathname)) throw new Error(`not a database number: ${parsed.pathname}`);
    return { mode: 'standalone', url };
  }
  const match = MULTI_HOST.exec(url);
  if (!match) throw new Error(`not a Redis URL (${REDIS_URL_FORMS})`);
  const [, scheme, mode, userinfo, hosts, path = '', query = ''] = match as unknown as [
    string,
    string,
    'sentinel' | 'cluster',
    string | undefined,
    string,
    string?,
    string?,
  ];
  const auth: RedisAuth = { tls: scheme === 'rediss', ...credentials(userinfo) };
  const params = new URLSearchParams(query);
  const unknown = [...params.keys()].filter((key) => !(mode === 'sentinel' && key === 'sentinelPassword'));
  if (unknown.length > 0) throw new Error(`unknown Redis URL option: ${unknown.join(', ')}`);
  const segments = path.split('/').filter(Boolean);
  if (mode === 'cluster') {
    // A cluster has only database 0.
    if (segments.length > 0) throw new Error('a Redis Cluster URL takes no path (a cluster has only database 0)');
    return { mode, nodes: nodesOf(hosts, REDIS_PORT), ...auth };
  }
  const [name, db = '0', ...rest] = segments;
  if (!name || rest.length > 0 || !/^\d+$/.test(db)) throw new Error('a Sentinel URL ends in /primary-name or /primary-name/db');
  const sentinelPassword = params.get('sentinelPassword') ?? undefined;
  return {
    mode,
    sentinels: nodesOf(hosts, SENTINEL_PORT),
    name: decodeURIComponent(name),
    db: Number(db),
    ...auth,
    ...(sentinelPassword === undefined ? {} : { sentinelPassword }),
  };
}

function credentials(userinfo: string | undefined): { username?: string; password?: string } {
  if (!userinfo) return {};
  const colon = userinfo.indexOf(':');
  const username = decodeURIComponent(colon === -1 ? userinfo : userinfo.slice(0, colon));
  const password = colon === -1 ? undefined : decodeURIComponent(userinfo.slice(colon + 1));
  return { ...(username ? { username } : {}), ...(password ? { password } : {}) };
}

function nodesOf(hosts: string, defaultPort: number): RedisNode[] {
  return hosts.split(',').map((entry) => {
    // [::1]:26379, host:26379 or host alone.
    const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d+))?$/.exec(entry.trim());
    if (!match) throw new Error(`not a host:port: ${entry}`);
    const port = match[2] === undefined ? defaultPort : Number(match[2]);
    if (port < 1 || port > 65535) throw new Error(`not a port: ${match[2]}`);
    return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
  });
}
