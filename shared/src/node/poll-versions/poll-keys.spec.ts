import { pollKeys } from './poll-keys';

describe('pollKeys', () => {
  it('names the database the versions describe', () => {
    const keys = pollKeys('postgres://app:secret@db.internal:5432/amoretto?sslmode=require');
    expect(keys).toMatchObject({ epoch: 'poll:amoretto:epoch', live: 'poll:amoretto:live' });
    expect(keys.version(42)).toBe('poll:amoretto:v:42');
    expect(keys.versionPrefix).toBe('poll:amoretto:v:');
    expect(pollKeys('postgres://127.0.0.1:5432/amoretto_test').version(1)).toBe('poll:amoretto_test:v:1');
  });
});
