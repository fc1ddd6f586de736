import type { DirectDebitRequestResponse, StartPaymentResponse } from '@amoretto/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { usePageTitle } from '../../layout/use-page-title';
import { companyInfoQuery } from '../../site-settings/company-info-query';
import { useSettings } from '../../site-settings/use-settings';
import type { CreditsSearch } from '../credits-search-rules';
import { packagesQuery } from '../payments-queries';
import { formatPrice } from '../price-display-rules';
import { useLocaleTag } from '../../ui/use-locale-tag';
import { DirectDebitForm } from './direct-debit-form';
import { DirectDebitOtpStep } from './direct-debit-otp-step';
import { DirectDebitProblem } from './direct-debit-problem';
import { EMPTY_DIRECT_DEBIT_FORM, type DirectDebitForm as FormValues } from './direct-debit-rules';
import '../transactions/transactions.scss';

/**
 * /directdebit?package={id}: a one-time SEPA direct debit for a package. The form, then the
 * SMS code sent to the member's phone; the confirmed payment's page follows it to the end.
 */
export function DirectDebitPage({ search }: { search: CreditsSearch }) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const settings = useSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('direct_debit.title'));
  const packageId = search.package ?? null;
  const packages = useQuery({ ...packagesQuery(search.code ?? null), enabled: packageId !== null });
  const company = useQuery(companyInfoQuery());
  const [values, setValues] = useState<FormValues>(EMPTY_DIRECT_DEBIT_FORM);
  const [request, setRequest] = useState<DirectDebitRequestResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onConfirmed = async (response: StartPaymentResponse) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.payments.all });
    if (response.checkout_url) {
      window.location.assign(response.checkout_url);
      return;
    }
    await navigate({ to: '/transactions/$id', params: { id: response.payment.id }, search: { return: 1 } });
  };

  const chosen = packages.data?.packages.find((pkg) => pkg.id === packageId) ?? null;
  const offered = packages.data?.methods.includes('directdebit') ?? false;
  let body;
  if (packageId === null) {
    body = (
      <Alert variant="light" data-testid="dd-no-package">
        <p>{t('direct_debit.no_package')}</p>
        <Link to="/credits" className="btn btn-primary">
          {t('direct_debit.to_packages')}
        </Link>
      </Alert>
    );
  } else if (packages.isError) {
    body = <ApiErrorAlert error={packages.error} onRetry={() => void packages.refetch()} retrying={packages.isFetching} />;
  } else if (packages.isPending) {
    body = (
      <Placeholder as="div" animation="glow" role="status" aria-label={t('common.loading')}>
        <Placeholder xs={12} size="lg" />
      </Placeholder>
    );
  } else if (!chosen) {
    body = <DirectDebitProblem kind="package" packageId={packageId} />;
  } else if (!offered) {
    body = <DirectDebitProblem kind="unavailable" packageId={packageId} />;
  } else {
    const amount = formatPrice(chosen.amount_cents, chosen.currency, localeTag);
    body = (
      <>
        <div className="direct-debit-package" data-testid="dd-package">
          <span>{t('receipt.credits', { count: chosen.credits })}</span>
          <strong>{amount}</strong>
        </div>
        {request ? (
          <DirectDebitOtpStep
            key={request.request_id}
            request={request}
            packageId={chosen.id}
            localeTag={localeTag}
            onConfirmed={(response) => void onConfirmed(response)}
            onRestart={(why) => {
              setRequest(null);
              setNotice(why);
            }}
          />
        ) : (
          <DirectDebitForm
            packageId={chosen.id}
            code={search.code}
            values={values}
            onValues={setValues}
            creditor={company.data?.name ?? settings.name}
            amount={amount}
            money={(cents) => formatPrice(cents, chosen.currency, localeTag)}
            notice={notice}
            onRequested={(started) => {
              setNotice(null);
              setRequest(started);
            }}
          />
        )}
      </>
    );
  }

  return (
    <Container className="payments-page payments-page--narrow">
      <header className="payments-page__header">
        <h1 className="payments-page__title">{t('direct_debit.title')}</h1>
      </header>
      <p className="payments-page__intro">{request ? t('direct_debit.intro_code') : t('direct_debit.intro')}</p>
      <section className="payments-card">{body}</section>
    </Container>
  );
}
