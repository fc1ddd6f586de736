import { LIKES_RELOAD_DELAY_MS, type LikesType } from '@amoretto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/use-auth';
import { useServerEvent } from '../realtime/use-server-event';
import { useSiteEntryWarning } from '../site-entry/use-site-entry-warning';
import { fetchLikes } from './likes-api';
import { dequeueModal, enqueueModal, type MatchModalItem } from './match-queue';
import { likesQuery } from './likes-query';
import { useLikeModalTrigger } from './use-like-modal-trigger';
import { OnFirstOpen } from '../ui/on-first-open';
import './match-modal.scss';

// Loaded with the first like or match to show: most page loads have none.
const MatchModal = lazy(() => import('./match-modal').then((module) => ({ default: module.MatchModal })));

/**
 * Shows "New like!" for likes and matches as they arrive (socket events) and for the like
 * modal of `?t=`; one at a time, the rest wait in a queue. Events carry only ids, so the
 * card is read from the likes list (reading it does not clear the "new" mark).
 */
export function MatchModalHost() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { show: entryWarningShown } = useSiteEntryWarning();
  const [queue, setQueue] = useState<MatchModalItem[]>([]);
  // A liker gets the modal once per page load, however many times they are announced.
  const shownLikes = useRef(new Set<number>());
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setQueue([]), [user?.id]);
  useEffect(() => () => clearTimeout(reload.current), []);

  const enqueue = useCallback((item: MatchModalItem) => {
    if (item.kind === 'like') {
      if (shownLikes.current.has(item.profile.id)) return;
      shownLikes.current.add(item.profile.id);
    }
    setQueue((current) => enqueueModal(current, item));
  }, []);

  const announce = useCallback(
    async (kind: MatchModalItem['kind'], profileId: number) => {
      const list: LikesType = kind === 'match' ? 'matches' : 'received';
      try {
        // Straight from the server: a refetch already under way may predate this like.
        const likes = await fetchLikes(list);
        queryClient.setQueryData(likesQuery(list).queryKey, likes);
        const profile = likes.profiles.find((card) => card.id === profileId);
        // Not listed (blocked meanwhile, or beyond the list's limit): nothing to show.
        if (profile) enqueue({ kind, profile });
      } catch {
        // The periodic refresh brings the like into the list; the modal is a nicety.
      }
    },
    [queryClient, enqueue],
  );

  useServerEvent('like.created', ({ liked_by: liker }) => void announce('like', liker.id));
  useServerEvent('match.created', ({ profile_id: profileId }) => void announce('match', profileId));
  useLikeModalTrigger(Boolean(user), enqueue);

  const close = () => {
    setQueue(dequeueModal);
    // docs/product.md#likes: the lists follow shortly after, once the server has settled.
    clearTimeout(reload.current);
    reload.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.member.likes.all }), LIKES_RELOAD_DELAY_MS);
  };

  // The entry warning comes first; likes wait behind it.
  const current = user && !entryWarningShown ? (queue[0] ?? null) : null;
  return (
    <OnFirstOpen open={current !== null}>
      <MatchModal item={current} user={user} onClose={close} />
    </OnFirstOpen>
  );
}
