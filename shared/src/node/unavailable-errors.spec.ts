import { isUnavailableError } from './unavailable-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling an outage from a bug', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['pg timing out a connect', new Error('Connection terminated due to connection timeout')],
    ['pg-pool timing out a connect', new Error('timeout exceeded when trying to connect')],
    ['an admin shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a Redis client that does not queue', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['a Redis command timeout', new Error('Command timed out')],
    ['a closed Redis connection', new Error('Connection is closed.')],
    [
      'a Redis retry limit',
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' }),
    ],
    [
      'TypeORM wrapping a driver error',
      Object.assign(new Error('Query failed'), { driverError: withCode('terminating connection', '57P01') }),
    ],
    ['an error with an outage as its cause', new Error('send failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
    [
      'a connect to every address refused',
      Object.assign(new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')]), {
        errors: [withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')],
      }),
    ],
  ])('%s is an outage', (_name, error) => {
    expect(isUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a syntax error in SQL (42601)', withCode('syntax error at or near "SELEC"', '42601')],
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a deadlock (40P01)', withCode('deadlock detected', '40P01')],
    ['not an error at all', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isUnavailableError(error)).toBe(false);
  });
});
