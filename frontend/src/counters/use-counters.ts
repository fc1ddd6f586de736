import { useSyncExternalStore } from 'react';
import { getCounters, subscribeCounters, type Counters } from './counters-store';

/** The member's badge counts; both 0 for visitors and until the member's services have loaded. */
export function useCounters(): Counters {
  return useSyncExternalStore(subscribeCounters, getCounters);
}
