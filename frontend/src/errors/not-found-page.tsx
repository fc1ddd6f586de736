import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DefaultLayout } from '../layout/default-layout';
import { ErrorPage } from './error-page';

/** 404 for unmatched URLs and for pages whose params fail validation. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <DefaultLayout>
      <ErrorPage
        status={404}
        message={t('error_page.not_found')}
        action={
          <Link to="/" className="btn btn-primary btn-lg">
            {t('error_page.home_link')}
          </Link>
        }
      />
    </DefaultLayout>
  );
}
