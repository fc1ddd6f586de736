import { useContext } from 'react';
import { CountersContext, type Counters } from './counters-context';

/** The member's badge counts; both 0 for visitors. */
export function useCounters(): Counters {
  return useContext(CountersContext);
}
