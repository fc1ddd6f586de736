import { USER_REFRESH_START_DELAY_MS } from '@amoretto/shared';
import { refreshIntervalMs } from './counter-rules';

/**
 * Calls `refresh` 5 s after the start and then every 60 s, or every 300 s while
 * `pushSubscribed` says push reaches the member (asked again before each wait, so a
 * subscription made meanwhile counts). Returns the stop function.
 */
export function startPeriodicRefresh(refresh: () => void, pushSubscribed: () => Promise<boolean>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    refresh();
    const push = await pushSubscribed().catch(() => false);
    if (!stopped) timer = setTimeout(() => void tick(), refreshIntervalMs(push));
  };
  timer = setTimeout(() => void tick(), USER_REFRESH_START_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
