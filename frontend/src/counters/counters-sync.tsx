import type { BadgeCounters, LikesResponse, User } from '@amoretto/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { memberPageIdOf, queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/use-auth';
import { chatsQuery } from '../chats/chats-query';
import { useChatsLiveUpdates } from '../chats/use-chats-live-updates';
import { setTitlePrefix } from '../layout/use-page-title';
import { countNewLikes, likesQuery } from '../likes/likes-query';
import { usePremiumLiveUpdates } from '../payments/use-premium-live-updates';
import { useServerEvent } from '../realtime/use-server-event';
import { showAppBadge } from './app-badge';
import { latestCount, titlePrefix, type TimedCount } from './counter-rules';
import { NO_COUNTERS, setCounters, type Counters } from './counters-store';
import { usePeriodicRefresh } from './use-periodic-refresh';

interface Pushed {
  unread: TimedCount | null;
  likes: TimedCount | null;
}

const NONE: Pushed = { unread: null, likes: null };

/** Writes a change to `liked_by` into every cached likes tab (they all carry the same list). */
function updateLikedBy(queryClient: QueryClient, change: (items: LikesResponse['liked_by']) => LikesResponse['liked_by']) {
  queryClient.setQueriesData<LikesResponse>({ queryKey: queryKeys.member.likes.all }, (data) =>
    data && Array.isArray(data.liked_by) ? { ...data, liked_by: change(data.liked_by) } : data,
  );
}

/**
 * Computes the member's counters (unread messages, new likes) from the chats and likes lists
 * and from the server's pushed `counters.changed`, whichever is newer, into the counters store.
 * Also keeps the page title prefix and the app badge in step, and runs the periodic refresh.
 * Mounted only while a member is logged in (member-services.tsx).
 */
export function CountersSync() {
  const { user } = useAuth();
  const loggedIn = Boolean(user);
  const queryClient = useQueryClient();
  const chats = useQuery({ ...chatsQuery(), enabled: loggedIn });
  const likes = useQuery({ ...likesQuery('received'), enabled: loggedIn });
  const [pushed, setPushed] = useState<Pushed>(NONE);
  // The cached list stays current on every page, so /chats opens on the latest messages.
  useChatsLiveUpdates();
  // Premium and the end of the time bonus travel in the same event.
  usePremiumLiveUpdates();

  // A new member starts from the lists, never from the previous member's pushes.
  useEffect(() => setPushed(NONE), [user?.id]);

  const applyCounters = (counters: BadgeCounters) => {
    const at = Date.now();
    setPushed((current) => ({
      unread: counters.num_unread_messages !== undefined ? { value: counters.num_unread_messages, at } : current.unread,
      likes: counters.num_new_likes !== undefined ? { value: counters.num_new_likes, at } : current.likes,
    }));
    if (counters.credits !== undefined) {
      const credits = counters.credits;
      queryClient.setQueryData<User | null>(queryKeys.user, (current) => (current ? { ...current, credits } : current));
    }
  };
  useServerEvent('counters.changed', applyCounters);
  // A new message carries the counters it changed.
  useServerEvent('message.created', ({ counters }) => applyCounters(counters));

  useServerEvent('like.created', ({ liked_by: liker }) => {
    updateLikedBy(queryClient, (items) => [liker, ...items.filter((item) => item.id !== liker.id)]);
    // The cards themselves come from the server.
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.likes.all }, { cancelRefetch: false });
  });

  // Opening a liker's page clears the like's "new" mark on the server (docs/product.md#likes): mirror it
  // here at once instead of waiting for the next refresh.
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const id = memberPageIdOf(event.query.queryKey);
      if (id === null) return;
      const cached = queryClient.getQueryData<LikesResponse>(likesQuery('received').queryKey);
      if (!cached?.liked_by.some((item) => item.id === id && item.like_new)) return;
      updateLikedBy(queryClient, (items) => items.map((item) => (item.id === id ? { ...item, like_new: false } : item)));
      setPushed((current) => ({ ...current, likes: null }));
    });
  }, [queryClient]);

  usePeriodicRefresh(loggedIn);

  const counters = useMemo<Counters>(() => {
    if (!loggedIn) return NO_COUNTERS;
    const fromChats = chats.data ? { value: chats.data.num_unread_messages, at: chats.dataUpdatedAt } : null;
    const fromLikes = likes.data ? { value: countNewLikes(likes.data.liked_by), at: likes.dataUpdatedAt } : null;
    return { unreadMessages: latestCount(fromChats, pushed.unread), newLikes: latestCount(fromLikes, pushed.likes) };
  }, [loggedIn, chats.data, chats.dataUpdatedAt, likes.data, likes.dataUpdatedAt, pushed]);

  useEffect(() => setCounters(counters), [counters]);
  // Logged out (or this part unmounted): the badges go back to zero.
  useEffect(() => () => setCounters(NO_COUNTERS), []);

  const total = counters.unreadMessages + counters.newLikes;
  useEffect(() => {
    setTitlePrefix(titlePrefix(total));
    showAppBadge(total);
  }, [total]);
  useEffect(
    () => () => {
      setTitlePrefix(titlePrefix(0));
      showAppBadge(0);
    },
    [],
  );

  return null;
}
