import type { LikesType, MemberCard as MemberCardData } from '@amoretto/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { MemberCard } from '../members/member-card';
import { MemberCardSkeleton } from '../members/member-card-skeleton';
import { usePageTitle } from '../layout/use-page-title';
import { fetchLikes } from './likes-api';
import { LikesEmpty } from './likes-empty';
import { likesQuery } from './likes-query';
import { LikesTabs } from './likes-tabs';
import { PlayLinks } from './play-links';
import '../accounts/accounts.scss';
import './likes.scss';

/** /likes/{type}: received likes, sent likes or matches as member cards (docs/product.md#likes). */
export function LikesPage({ type }: { type: LikesType }) {
  const { t } = useTranslation();
  // A member shown here who deletes their account leaves the page at once (docs/product.md#leaving).
  usePageTitle(t('likes.title'));
  // Fresh on entering (the route's loader asks again each time): a liker opened meanwhile is no longer new.
  const likes = useQuery(likesQuery(type));
  const newIds = new Set((likes.data?.liked_by ?? []).filter((item) => item.like_new).map((item) => item.id));
  // Older pages load on request, each after the last one shown, for the tab they were asked on.
  const [olderFor, setOlderFor] = useState<LikesType | null>(null);
  const firstCursor = likes.data?.next_cursor ?? null;
  const older = useInfiniteQuery({
    queryKey: queryKeys.member.olderLikes(type, firstCursor),
    queryFn: ({ pageParam, signal }) => fetchLikes(type, signal, pageParam),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: olderFor === type && firstCursor !== null,
  });
  const olderProfiles = olderFor === type ? (older.data?.pages ?? []).flatMap((page) => page.profiles) : [];
  const shownIds = new Set<number>();
  const profiles: MemberCardData[] = [];
  for (const profile of [...(likes.data?.profiles ?? []), ...olderProfiles]) {
    if (shownIds.has(profile.id)) continue;
    shownIds.add(profile.id);
    profiles.push(profile);
  }
  const moreAvailable = firstCursor !== null && (olderFor !== type || older.hasNextPage || older.isPending);
  const showMore = () => (olderFor === type ? void older.fetchNextPage() : setOlderFor(type));

  return (
    <div className="container members-page likes-page">
      <header className="members-page__header">
        <h1 className="members-page__title">{t('likes.title')}</h1>
        <p className="members-page__intro">{t(`likes.intro_${type}`)}</p>
        <PlayLinks />
      </header>
      <LikesTabs current={type} />
      {likes.isError ? (
        <ApiErrorAlert error={likes.error} onRetry={() => void likes.refetch()} retrying={likes.isFetching} />
      ) : likes.isPending ? (
        <div className="member-grid" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <MemberCardSkeleton key={i} />
          ))}
        </div>
      ) : likes.data.profiles.length === 0 ? (
        <LikesEmpty type={type} />
      ) : (
        <>
          <div className="member-grid" data-testid={`likes-list-${type}`}>
            {profiles.map((profile) => (
              <MemberCard
                key={profile.id}
                member={profile}
                headingLevel={2}
                // docs/product.md#likes: a received like opens the liker under /likes/m, which clears its mark.
                to={type === 'received' ? '/likes/m/$id' : '/members/$id'}
                marker={
                  type === 'received' && newIds.has(profile.id) ? (
                    <span className="badge bg-primary rounded-pill likes-new-marker" data-testid="like-new">
                      {t('likes.new')}
                    </span>
                  ) : null
                }
              />
            ))}
          </div>
          {older.isError ? (
            <ApiErrorAlert error={older.error} onRetry={() => void older.refetch()} retrying={older.isFetching} />
          ) : moreAvailable ? (
            <div className="likes-page__more">
              <button
                className="btn btn-outline-primary"
                type="button"
                onClick={showMore}
                disabled={older.isFetching}
                data-testid="likes-more"
              >
                {older.isFetching ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
                {t('likes.more')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
