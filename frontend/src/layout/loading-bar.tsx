import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@amoretto/shared';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type CSSProperties } from 'react';
import { useDelayedFlag } from './use-delayed-flag';

type Phase = 'idle' | 'running' | 'done';

/**
 * Thin bar at the top while a route loads. Fast transitions (under the throttle) show
 * nothing; slow ones creep towards the end over the duration, then snap to full and fade.
 */
export function LoadingBar() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const visible = useDelayedFlag(loading, LOADING_BAR_THROTTLE_MS);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (visible) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
  }, [visible]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [phase]);

  const style = { '--loading-bar-duration': `${LOADING_BAR_DURATION_MS}ms` } as CSSProperties;
  return <div className={`loading-bar loading-bar--${phase}`} style={style} role="presentation" aria-hidden="true" />;
}
