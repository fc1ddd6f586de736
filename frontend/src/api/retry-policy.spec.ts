import { HTTP_RETRIES } from '@amoretto/shared';
import { RETRY_MAX_DELAY_MS, retryDelayMs, shouldRetry } from './retry-policy';

describe('shouldRetry', () => {
  it('retries network failures and 502/503/504', () => {
    for (const outcome of ['network', 502, 503, 504] as const) {
      expect(shouldRetry(outcome, 0)).toBe(true);
    }
  });

  it('never retries client errors or other server errors', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500, 501]) {
      expect(shouldRetry(status, 0)).toBe(false);
    }
  });

  it(`stops after ${HTTP_RETRIES} retries`, () => {
    expect(shouldRetry(503, HTTP_RETRIES - 1)).toBe(true);
    expect(shouldRetry(503, HTTP_RETRIES)).toBe(false);
    expect(shouldRetry('network', 0, 0)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles each time', () => {
    const delays = [0, 1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 100, 100_000));
    expect(delays).toEqual([100, 200, 400, 800, 1600]);
  });

  it('is capped', () => {
    expect(retryDelayMs(20)).toBe(RETRY_MAX_DELAY_MS);
  });
});
