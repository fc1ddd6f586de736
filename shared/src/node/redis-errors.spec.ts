import { EventEmitter } from 'node:events';
import { logRedisErrors } from './redis-errors';

function setup() {
  const client = new EventEmitter();
  let clock = 0;
  const lines: string[] = [];
  logRedisErrors(
    client,
    'session cache',
    { warn: (m) => lines.push(`warn ${m}`), log: (m) => lines.push(`log ${m}`) },
    {
      intervalMs: 1000,
      now: () => clock,
    },
  );
  return { client, lines, advance: (ms: number) => (clock += ms) };
}

describe('logging a Redis client’s connection errors', () => {
  it('listens for errors, so an outage does not print "Unhandled error event"', () => {
    const { client } = setup();
    expect(client.listenerCount('error')).toBe(1);
    // An emitter without an error listener would throw here.
    expect(() => client.emit('error', new Error('connect ECONNREFUSED'))).not.toThrow();
  });

  it('logs the first error, then at most one line per interval with how many were left out', () => {
    const { client, lines, advance } = setup();
    for (let i = 0; i < 20; i += 1) {
      client.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
      advance(100);
    }
    expect(lines).toEqual([
      'warn Redis session cache: connect ECONNREFUSED 127.0.0.1:6379',
      'warn Redis session cache: connect ECONNREFUSED 127.0.0.1:6379 (9 more since the last report)',
    ]);
  });

  it('says when the client is connected again, and the next outage is logged at once', () => {
    const { client, lines, advance } = setup();
    client.emit('ready');
    expect(lines).toEqual([]); // the first connect is not a recovery
    client.emit('error', new Error('read ECONNRESET'));
    client.emit('error', new Error('connect ECONNREFUSED'));
    client.emit('ready');
    advance(10);
    client.emit('error', new Error('read ECONNRESET'));
    expect(lines).toEqual([
      'warn Redis session cache: read ECONNRESET',
      'log Redis session cache: connected again after 1 more errors',
      'warn Redis session cache: read ECONNRESET',
    ]);
  });
});
