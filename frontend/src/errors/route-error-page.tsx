import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { CenteredSpinner } from '../layout/centered-spinner';
import { DefaultLayout } from '../layout/default-layout';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { ErrorPage } from './error-page';
import { errorStatus } from './error-status';

/** Any error thrown while loading or rendering a route. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  // Decided once on mount: a chunk that failed to download is usually fixed by one reload.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError(error));

  useEffect(() => {
    if (!reloading && import.meta.env.DEV) console.error(error);
  }, [error, reloading]);

  if (reloading) return <CenteredSpinner label={t('common.loading')} />;

  const status = errorStatus(error);
  const message =
    status === 404 ? t('error_page.not_found') : isApiError(error) ? t([`errors.${error.code}`, 'errors.generic']) : t('errors.generic');
  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <DefaultLayout>
      <ErrorPage
        status={status}
        message={message}
        action={
          <div className="d-flex flex-wrap justify-content-center gap-2">
            {status === 404 ? null : (
              <button type="button" className="btn btn-primary btn-lg" onClick={retry}>
                {t('common.retry')}
              </button>
            )}
            <Link to="/" className={`btn btn-lg ${status === 404 ? 'btn-primary' : 'btn-outline-secondary'}`}>
              {t('error_page.home_link')}
            </Link>
          </div>
        }
      />
    </DefaultLayout>
  );
}
