import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { MemberCard } from './member-card';
import { MemberCardSkeleton } from './member-card-skeleton';
import { newestMembersQuery } from './newest-members-query';

/** Newest members as a responsive grid, with skeletons, an error with retry and an empty state. */
export function MemberGrid({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const members = useQuery(newestMembersQuery());
  const skeletons = limit ?? 8;

  if (members.isError) {
    return <ApiErrorAlert error={members.error} onRetry={() => void members.refetch()} retrying={members.isFetching} />;
  }

  if (members.isPending) {
    return (
      <div className="member-grid" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: skeletons }, (_, i) => (
          <MemberCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  const list = limit ? members.data.slice(0, limit) : members.data;
  if (list.length === 0) {
    return (
      <div className="alert member-grid__empty text-center alert-light" role="alert">
        <h2 className="h5">{t('members.empty_title')}</h2>
        <p className="mb-0">{t('members.empty_body')}</p>
      </div>
    );
  }

  return (
    <div className="member-grid">
      {list.map((member) => (
        <MemberCard key={member.id} member={member} headingLevel={2} />
      ))}
    </div>
  );
}
