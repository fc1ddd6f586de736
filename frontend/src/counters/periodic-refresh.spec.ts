import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS, USER_REFRESH_START_DELAY_MS } from '@amoretto/shared';
import { startPeriodicRefresh } from './periodic-refresh';

describe('startPeriodicRefresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('first refreshes after the start delay, then every minute without push', async () => {
    const refresh = jest.fn();
    const stop = startPeriodicRefresh(refresh, async () => false);
    await jest.advanceTimersByTimeAsync(USER_REFRESH_START_DELAY_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
  });

  it('waits five minutes between refreshes while push is subscribed, and follows a change', async () => {
    const refresh = jest.fn();
    let push = true;
    const stop = startPeriodicRefresh(refresh, async () => push);
    await jest.advanceTimersByTimeAsync(USER_REFRESH_START_DELAY_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    push = false;
    await jest.advanceTimersByTimeAsync(USER_REFRESH_PUSH_MS - USER_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
  });

  it('treats a failing push check as not subscribed', async () => {
    const refresh = jest.fn();
    const stop = startPeriodicRefresh(refresh, () => Promise.reject(new Error('no worker')));
    await jest.advanceTimersByTimeAsync(USER_REFRESH_START_DELAY_MS + USER_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops for good', async () => {
    const refresh = jest.fn();
    const stop = startPeriodicRefresh(refresh, async () => false);
    await jest.advanceTimersByTimeAsync(USER_REFRESH_START_DELAY_MS);
    stop();
    await jest.advanceTimersByTimeAsync(USER_REFRESH_PUSH_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
