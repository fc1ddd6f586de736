import { EARLY_RESPONSE_TTL_MS, putEarlyResponse, takeEarlyResponse } from './early-responses';

describe('early responses', () => {
  afterEach(() => jest.restoreAllMocks());

  const clockAt = (ms: number) => jest.spyOn(performance, 'now').mockReturnValue(ms);

  it('are taken once, by their URL', () => {
    clockAt(1_000);
    const response = Promise.resolve(new Response('{}'));
    putEarlyResponse('/api/settings.php', response);
    expect(takeEarlyResponse('/api/user.php?optional=1')).toBeUndefined();
    expect(takeEarlyResponse('/api/settings.php')).toBe(response);
    expect(takeEarlyResponse('/api/settings.php')).toBeUndefined();
  });

  it('are not taken once stale: a page visited long after the first one asks the network', () => {
    clockAt(1_000);
    putEarlyResponse('/api/chats.php', Promise.resolve(new Response('{}')));
    putEarlyResponse('/api/members?page=1', Promise.resolve(new Response('{}')));
    clockAt(1_000 + EARLY_RESPONSE_TTL_MS - 1);
    expect(takeEarlyResponse('/api/chats.php')).toBeDefined();
    clockAt(1_000 + EARLY_RESPONSE_TTL_MS);
    expect(takeEarlyResponse('/api/members?page=1')).toBeUndefined();
  });
});
