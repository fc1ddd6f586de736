import { redisConnectionOptions, queuePrefixFor } from './redis-connect';
import { BaseEnvConfig } from './base-env-config';
import { loadEnvConfig } from './env-config';
import { parseRedisUrl } from './redis-url';

describe('parseRedisUrl', () => {
  it('leaves a plain redis:// or rediss:// URL to ioredis', () => {
    expect(parseRedisUrl('redis://127.0.0.1:6379/3')).toEqual({ mode: 'standalone', url: 'redis://127.0.0.1:6379/3' });
    expect(parseRedisUrl('rediss://:secret@redis.example.internal:6380')).toEqual({
      mode: 'standalone',
      url: 'rediss://:secret@redis.example.internal:6380',
    });
  });

  it('reads the Sentinels, the primary’s name, the database and the credentials of a Sentinel URL', () => {
    expect(parseRedisUrl('redis+sentinel://:p%40ss@s1:26379,s2:26380,s3/amoretto/2?sentinelPassword=s3cret')).toEqual({
      mode: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26380 },
        { host: 's3', port: 26379 },
      ],
      name: 'amoretto',
      db: 2,
      password: 'p@ss',
      sentinelPassword: 's3cret',
      tls: false,
    });
    expect(parseRedisUrl('rediss+sentinel://app:pw@[::1]:26379/amoretto')).toEqual({
      mode: 'sentinel',
      sentinels: [{ host: '::1', port: 26379 }],
      name: 'amoretto',
      db: 0,
      username: 'app',
      password: 'pw',
      tls: true,
    });
  });

  it('reads the seed nodes of a Cluster URL', () => {
    expect(parseRedisUrl('redis+cluster://:pw@10.0.0.1:7000,10.0.0.2')).toEqual({
      mode: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '10.0.0.2', port: 6379 },
      ],
      password: 'pw',
      tls: false,
    });
  });

  it.each([
    ['http://redis:6379', /not a Redis URL/],
    ['redis://redis:6379/cache', /database number/],
    ['redis+sentinel://s1:26379', /primary-name/],
    ['redis+sentinel://s1:26379/amoretto/x', /primary-name/],
    ['redis+sentinel://s1:26379/amoretto?password=x', /unknown Redis URL option: password/],
    ['redis+cluster://n1:7000/1', /only database 0/],
    ['redis+cluster://n1:99999', /not a port/],
    ['redis+cluster://n1:7000,,n2', /not a host:port/],
  ])('refuses %s', (url, message) => {
    expect(() => parseRedisUrl(url)).toThrow(message);
  });
});

describe('redisConnectionOptions', () => {
  it('gives ioredis and BullMQ the Sentinels and the primary’s name with the client’s own settings', () => {
    expect(redisConnectionOptions('redis+sentinel://s1:26379/amoretto/1', { maxRetriesPerRequest: null })).toEqual({
      maxRetriesPerRequest: null,
      sentinels: [{ host: 's1', port: 26379 }],
      name: 'amoretto',
      db: 1,
      username: undefined,
      password: undefined,
      sentinelPassword: undefined,
    });
    expect(redisConnectionOptions('redis://r:6379/1', { lazyConnect: true })).toEqual({ lazyConnect: true, url: 'redis://r:6379/1' });
  });

  it('speaks TLS to the Sentinels and the primary of a rediss+sentinel URL', () => {
    expect(redisConnectionOptions('rediss+sentinel://s1/amoretto')).toMatchObject({
      tls: {},
      sentinelTLS: {},
      enableTLSForSentinelMode: true,
    });
  });

  it('refuses a Cluster URL, which needs a Cluster client', () => {
    expect(() => redisConnectionOptions('redis+cluster://n1:7000')).toThrow(/Redis Cluster/);
  });
});

describe('queuePrefixFor', () => {
  it('makes the queue prefix a hash tag on a Cluster, so each queue’s keys share a slot', () => {
    expect(queuePrefixFor('redis+cluster://n1:7000', 'amoretto')).toBe('{amoretto}');
    expect(queuePrefixFor('redis+cluster://n1:7000', '{amoretto}')).toBe('{amoretto}');
    expect(queuePrefixFor('redis+sentinel://s1/amoretto', 'amoretto')).toBe('amoretto');
  });
});

describe('REDIS_URL in the apps’ configuration', () => {
  class ProbeConfig extends BaseEnvConfig {
    override PORT = 3999;
  }

  it('takes one server or a Sentinel URL', () => {
    expect(loadEnvConfig(ProbeConfig, { REDIS_URL: 'redis+sentinel://s1:26379,s2:26379/amoretto/0' }).REDIS_URL).toBe(
      'redis+sentinel://s1:26379,s2:26379/amoretto/0',
    );
    expect(loadEnvConfig(ProbeConfig, { REDIS_URL: 'rediss://:pw@redis:6380/0' }).REDIS_URL).toBe('rediss://:pw@redis:6380/0');
  });

  it('refuses a malformed URL and, for now, a Cluster URL, saying why', () => {
    expect(() => loadEnvConfig(ProbeConfig, { REDIS_URL: 'redis+sentinel://s1:26379' })).toThrow(/REDIS_URL: .*primary-name/);
    expect(() => loadEnvConfig(ProbeConfig, { REDIS_URL: 'redis+cluster://n1:7000' })).toThrow(
      /REDIS_URL: a Redis Cluster URL is not supported/,
    );
  });
});
