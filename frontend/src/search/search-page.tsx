import { defaultGenders, isCountry, type Country } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { useAuth } from '../auth/use-auth';
import { wholeCatalog } from '../i18n/i18n';
import { usePageTitle } from '../layout/use-page-title';
import { Deferred } from '../ui/deferred';
import { useSettings } from '../site-settings/use-settings';
import { SearchFiltersForm } from './search-filters-form';
import { SearchGate } from './search-gate';
import { SearchPagination } from './search-pagination';
import type { MemberSearchParams } from './search-params';
import { memberSearchQuery } from './search-query';
import { SearchResults } from './search-results';
import { useSearchAccess } from './use-search-access';
import '../accounts/accounts.scss';
import './search.scss';

// The partner strip is an extra below the results: its code (and its texts, in the catalog's second
// part) come after the page has painted. If either cannot load, the page goes without the strip.
const CamStrip = lazy(() =>
  wholeCatalog()
    .then(() => import('../cams/cam-strip'))
    .then(
      (module) => ({ default: module.CamStrip }),
      () => ({ default: () => null }),
    ),
);

interface Props {
  params: MemberSearchParams;
  onChange: (params: MemberSearchParams) => void;
}

/** /members: the member search and the landing page after login (docs/product.md#search). */
export function SearchPage({ params, onChange }: Props) {
  const { t } = useTranslation();
  // A member shown here who deletes their account leaves the page at once (docs/product.md#leaving).
  const { user } = useAuth();
  const settings = useSettings();
  const { allowed, network } = useSearchAccess();
  usePageTitle(t('search.title'));
  const profile = user?.profile;
  const defaults = {
    genders: defaultGenders({ gender: profile?.gender ?? null, sexuality: profile?.sexuality ?? null }),
    country: (profile && isCountry(profile.country) ? profile.country : settings.geoip_selected_country) as Country,
  };
  const results = useQuery({ ...memberSearchQuery(params, network), enabled: allowed });
  // A page of cards is a long render: deferred, React draws it in slices that keep the page responsive.
  const data = useDeferredValue(results.data);
  const page = params.page ?? 1;

  const goTo = (next: MemberSearchParams) => {
    onChange(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="container members-page search-page">
      <header className="members-page__header">
        <h1 className="members-page__title">{t('search.title')}</h1>
        <p className="members-page__intro">{profile ? t('search.intro_member', { name: profile.name }) : t('search.intro_visitor')}</p>
      </header>
      {!allowed ? (
        <SearchGate />
      ) : (
        <>
          <SearchFiltersForm
            key={JSON.stringify(params)}
            params={params}
            defaults={defaults}
            busy={results.isFetching}
            onSearch={(filters) => goTo(filters)}
          />
          {results.isError ? (
            <ApiErrorAlert error={results.error} onRetry={() => void results.refetch()} retrying={results.isFetching} />
          ) : (
            <section aria-live="polite" aria-busy={results.isFetching}>
              <p className="search-page__count" data-testid="search-count">
                {data ? t('search.results_count', { count: data.numResults }) : t('common.loading')}
              </p>
              {data && data.profiles.length === 0 ? (
                <div className="alert member-grid__empty text-center alert-light" role="alert" data-testid="search-empty">
                  <h2 className="h5">{page > 1 ? t('search.past_end_title') : t('search.empty_title')}</h2>
                  <p className="mb-0">{page > 1 ? t('search.past_end_body') : t('search.empty_body')}</p>
                </div>
              ) : (
                <SearchResults members={data?.profiles ?? []} loading={data === undefined} testId="search-results" headingLevel={2} />
              )}
              {data ? (
                <SearchPagination
                  page={page}
                  numResults={data.numResults}
                  hasNext={data.next_cursor !== null}
                  onPage={(p) => goTo({ ...params, page: p })}
                />
              ) : null}
              {data && data.similar.length > 0 ? (
                <section className="search-page__similar" data-testid="search-similar">
                  <h2 className="h5">{t('search.similar_title', { count: data.similar_count })}</h2>
                  <p className="text-body-secondary">{t('search.similar_intro')}</p>
                  <SearchResults members={data.similar} loading={false} testId="search-similar-results" />
                </section>
              ) : null}
            </section>
          )}
        </>
      )}
      {settings.member_resell ? (
        <Deferred until="settled">
          <CamStrip />
        </Deferred>
      ) : null}
    </div>
  );
}
