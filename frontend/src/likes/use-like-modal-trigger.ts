import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { fetchAutoLike } from './likes-api';
import { likeModalDelayMs, type MatchModalItem } from './match-queue';

/**
 * The like modal (docs/product.md#likes): with `?t=<seconds>` in the URL, after that delay the newest
 * member whose like is still unseen (GET /api/auto-like.php) is shown, and `t` leaves the
 * URL without adding a history entry.
 */
export function useLikeModalTrigger(loggedIn: boolean, enqueue: (item: MatchModalItem) => void): void {
  const router = useRouter();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const delay = likeModalDelayMs(search.t);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!loggedIn || delay === null) return;
    // Not cancelled when the URL changes (removing `t` changes it): only on leaving the layout.
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void fetchAutoLike()
        .then(({ profile }) => {
          if (profile) enqueue({ kind: 'like', profile });
        })
        .catch(() => undefined)
        .finally(() => {
          const url = new URL(window.location.href);
          if (!url.searchParams.has('t')) return;
          url.searchParams.delete('t');
          router.history.replace(`${url.pathname}${url.search}${url.hash}`);
        });
    }, delay);
    timers.current.add(timer);
  }, [loggedIn, delay, enqueue, router]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
}
