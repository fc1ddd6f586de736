import type { MatchFinderQueryDto } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../members/member-card';
import { MemberCardSkeleton } from '../members/member-card-skeleton';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { matchFinderQuery } from './match-finder-query';

interface Props {
  query: MatchFinderQueryDto;
  onBack: () => void;
  onRestart: () => void;
}

/** The members the answers found, as cards leading to their profiles. */
export function MatchFinderResults({ query, onBack, onRestart }: Props) {
  const { t } = useTranslation();
  const results = useQuery(matchFinderQuery(query));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="match-finder-results" data-testid="match-finder-results" aria-labelledby="match-finder-results-title">
      <div className="match-finder-results__head">
        <h2 className="h4 mb-0" id="match-finder-results-title" ref={heading} tabIndex={-1}>
          {t('match_finder.results_title')}
        </h2>
        <div className="match-finder-results__actions">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onBack}>
            {t('match_finder.back')}
          </button>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRestart}>
            {t('match_finder.restart')}
          </button>
        </div>
      </div>
      {query.race !== 'any' ? <p className="small text-body-secondary">{t('match_finder.note_race')}</p> : null}
      {results.isError ? (
        <ApiErrorAlert error={results.error} onRetry={() => void results.refetch()} retrying={results.isFetching} />
      ) : results.isPending ? (
        <div className="member-grid" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <MemberCardSkeleton key={i} />
          ))}
        </div>
      ) : results.data.profiles.length === 0 ? (
        <div className="alert alert-light text-center" role="status" data-testid="match-finder-empty">
          <p className="mb-2">{t('match_finder.results_empty')}</p>
          <Link to="/members" className="btn btn-outline-primary btn-sm">
            {t('swipe_game.search_link')}
          </Link>
        </div>
      ) : (
        <div className="member-grid">
          {results.data.profiles.map((member, i) => (
            <MemberCard key={member.id} member={member} priority={i < 4} />
          ))}
        </div>
      )}
    </section>
  );
}
