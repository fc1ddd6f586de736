import { TIME_BONUS_TICK_MS } from '@amoretto/shared';
import { useEffect, useState } from 'react';

/** The current time (ms), renewed every `tickMs` while `active`: what a countdown renders from. */
export function useNow(active: boolean, tickMs: number = TIME_BONUS_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [active, tickMs]);
  return now;
}
