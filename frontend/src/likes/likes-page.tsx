import type { LikesType } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../accounts/common/api-error-alert';
import { MemberCard } from '../accounts/members/member-card';
import { MemberCardSkeleton } from '../accounts/members/member-card-skeleton';
import { usePageTitle } from '../layout/use-page-title';
import { LikesEmpty } from './likes-empty';
import { likesQuery } from './likes-query';
import { LikesTabs } from './likes-tabs';
import '../accounts/accounts.scss';
import './likes.scss';

/** /likes/{type}: received likes, sent likes or matches as member cards (spec §2). */
export function LikesPage({ type }: { type: LikesType }) {
  const { t } = useTranslation();
  usePageTitle(t('likes.title'));
  // Always refetched on entering: a liker opened meanwhile is no longer new.
  const likes = useQuery({ ...likesQuery(type), refetchOnMount: 'always' });
  const newIds = new Set((likes.data?.liked_by ?? []).filter((item) => item.like_new).map((item) => item.id));

  return (
    <Container className="members-page likes-page">
      <header className="members-page__header">
        <h1 className="members-page__title">{t('likes.title')}</h1>
        <p className="members-page__intro">{t(`likes.intro_${type}`)}</p>
      </header>
      <LikesTabs current={type} />
      {likes.isError ? (
        <ApiErrorAlert error={likes.error}>
          <Button variant="outline-danger" size="sm" className="mt-2" onClick={() => void likes.refetch()} disabled={likes.isFetching}>
            {t('common.retry')}
          </Button>
        </ApiErrorAlert>
      ) : likes.isPending ? (
        <div className="member-grid" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <MemberCardSkeleton key={i} />
          ))}
        </div>
      ) : likes.data.profiles.length === 0 ? (
        <LikesEmpty type={type} />
      ) : (
        <div className="member-grid" data-testid={`likes-list-${type}`}>
          {likes.data.profiles.map((profile) => (
            <MemberCard
              key={profile.id}
              member={profile}
              // Spec §2: a received like opens the liker under /likes/m, which clears its mark.
              to={type === 'received' ? '/likes/m/$id' : '/members/$id'}
              marker={
                type === 'received' && newIds.has(profile.id) ? (
                  <Badge bg="primary" pill className="likes-new-marker" data-testid="like-new">
                    {t('likes.new')}
                  </Badge>
                ) : null
              }
            />
          ))}
        </div>
      )}
    </Container>
  );
}
