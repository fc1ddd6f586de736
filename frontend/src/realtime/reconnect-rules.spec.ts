import { RECONNECT_MAX_MS, RECONNECT_MIN_MS, refusedConnectRetryMs } from './reconnect-rules';

describe('when the gateway refuses a socket', () => {
  it('tries again after a service_unavailable refusal (the session could not be read), waiting longer each time up to the cap', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 10].map((attempt) => refusedConnectRetryMs('service_unavailable', attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });

  it('spreads the retries of many members by ±50 %, never waiting longer than the cap', () => {
    expect(refusedConnectRetryMs('service_unavailable', 0, () => 0)).toBe(RECONNECT_MIN_MS / 2);
    expect(refusedConnectRetryMs('service_unavailable', 0, () => 0.999_999)).toBe(RECONNECT_MIN_MS * 1.5);
    expect(refusedConnectRetryMs('service_unavailable', 2, () => 0)).toBe(2_000);
    expect(refusedConnectRetryMs('service_unavailable', 9, () => 0.999_999)).toBe(RECONNECT_MAX_MS);
  });

  it.each(['authentication_required', 'forbidden', ''])('never tries again after %p: logged out or refused for good', (reason) => {
    expect(refusedConnectRetryMs(reason, 0)).toBeNull();
  });
});
