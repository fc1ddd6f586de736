import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';

interface Props {
  status: number;
  message: string;
  /** The way out: a link home for 404, a retry button when booting failed. */
  action?: ReactNode;
}

export function ErrorPage({ status, message, action }: Props) {
  const { t } = useTranslation();
  usePageTitle(status === 404 ? t('pages.not_found') : t('pages.error'));
  return (
    <section className="error-page container text-center" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="h3 mb-3">
        <span className="visually-hidden">{t('error_page.status', { status })}: </span>
        {message}
      </h1>
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}
