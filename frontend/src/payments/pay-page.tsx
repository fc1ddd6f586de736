import type { PaymentMethod } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { usePageTitle } from '../layout/use-page-title';
import { errorKey } from '../member-page/member-page-rules';
import { BuyingPageHeader } from './buying-page-header';
import { OneTimeNotice } from './one-time-notice';
import { OrderSummary } from './order-summary';
import { PaymentMethodList } from './payment-method-list';
import { formatPrice } from './price-display-rules';
import { useLocaleTag } from '../ui/use-locale-tag';
import { usePricedPackages } from './use-priced-packages';
import { useStartPayment } from './use-start-payment';
import './payments.scss';

interface Props {
  packageId: number;
  method: PaymentMethod | undefined;
  code: string | null;
}

/**
 * /credits/{id}/{paymentmethod?} (docs/product.md#payments): the order as the server prices it and, with a
 * method, the button that starts the payment and leaves for the provider's page. Without a
 * method (or with one the member's country does not offer) the member picks one here.
 */
export function PayPage({ packageId, method, code }: Props) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  usePageTitle(t('pay_page.title'));
  const priced = usePricedPackages(code, method ?? null);
  const payment = useStartPayment();
  const pkg = priced.data?.packages.find((candidate) => candidate.id === packageId) ?? null;
  const methods = priced.data?.methods ?? [];
  // Direct debit never starts here (the route sends it to its own form).
  const usable = method !== undefined && method !== 'directdebit' && methods.includes(method) ? method : null;
  const backToCredits = { package: packageId, ...(code ? { code } : {}) };

  let body;
  if (priced.error) {
    body = <ApiErrorAlert error={priced.error} onRetry={priced.retry} retrying={priced.retrying} />;
  } else if (priced.pending || !priced.data) {
    body = (
      <div className="py-5 text-center" role="status">
        <Spinner animation="border" variant="primary" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  } else if (!pkg) {
    body = (
      <Alert variant="warning" data-testid="pay-problem">
        {t('errors.package_not_found')}{' '}
        <Link to="/credits" className="alert-link">
          {t('pay_page.back_to_packages')}
        </Link>
      </Alert>
    );
  } else {
    body = (
      <>
        <OrderSummary pkg={pkg} discount={priced.data.discount} method={usable} />
        {priced.codeError ? (
          <Alert variant="warning" data-testid="pay-code-problem">
            {t(errorKey(priced.codeError))}{' '}
            <Link to="/credits/$id/{-$paymentmethod}" params={{ id: packageId, paymentmethod: method }} className="alert-link">
              {t('pay_page.without_code')}
            </Link>
          </Alert>
        ) : null}
        {usable ? (
          <div className="pay-page__action">
            {payment.error ? (
              <Alert variant="danger" role="alert" data-testid="pay-error">
                {t(errorKey(payment.error))}
              </Alert>
            ) : null}
            <Button
              size="lg"
              className="w-100"
              onClick={() => payment.start({ packageId: pkg.id, method: usable, code: priced.codeError ? null : code })}
              disabled={payment.busy || priced.checkingCode}
              aria-busy={payment.busy}
              data-testid="pay-button"
            >
              {payment.busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
              {payment.busy
                ? t('pay_page.starting')
                : t('pay_page.pay', {
                    price: formatPrice(pkg.amount_cents, pkg.currency, localeTag),
                    method: t(`payment_methods.${usable}`),
                  })}
            </Button>
            <p className="pay-page__note">{t('pay_page.provider_note')}</p>
          </div>
        ) : null}
        {method && !usable ? (
          <Alert variant="warning" data-testid="pay-method-problem">
            {t('errors.payment_method_unavailable')}
          </Alert>
        ) : null}
        <section className="credits-page__methods" aria-labelledby="pay-methods-title" data-testid="payment-methods">
          <h2 id="pay-methods-title" className="h5">
            {usable ? t('pay_page.other_method') : t('credits_page.methods_title')}
          </h2>
          <PaymentMethodList packageId={pkg.id} methods={methods} code={priced.codeError ? null : code} current={usable ?? undefined} />
        </section>
      </>
    );
  }

  return (
    <div className="buying-page pay-page">
      <BuyingPageHeader title={t('pay_page.title')} />
      <Container className="buying-page__body pay-page__body">
        {body}
        <OneTimeNotice />
        <p className="buying-page__more">
          <Link to="/credits" search={backToCredits}>
            {t('pay_page.back_to_packages')}
          </Link>
        </p>
      </Container>
    </div>
  );
}
