import { MAX_SEND_RETRY_WAIT_MS, SEND_RETRY_WAITS_MS, sendRetryWait } from './send-retry-rules';

describe('when a failed send is repeated by itself', () => {
  it.each([503, 429, 502, 504])('repeats a %i with growing waits, then gives up', (status) => {
    const waits = SEND_RETRY_WAITS_MS.map((_, attempt) => sendRetryWait(status, undefined, attempt));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000]);
    expect(sendRetryWait(status, undefined, SEND_RETRY_WAITS_MS.length)).toBeNull();
  });

  it.each([400, 402, 403, 404, 409, 500, 0])('never repeats a %i: a refusal, a bug or no network is for the member to see', (status) => {
    expect(sendRetryWait(status, undefined, 0)).toBeNull();
  });

  it('waits at least as long as a 429 says, but never longer than the cap', () => {
    expect(sendRetryWait(429, { seconds: 7 }, 0)).toBe(7_000);
    expect(sendRetryWait(429, { seconds: 1 }, 3)).toBe(8_000);
    expect(sendRetryWait(429, { seconds: 3600 }, 0)).toBe(MAX_SEND_RETRY_WAIT_MS);
  });
});
