import type { PaymentView } from '@amoretto/shared';
import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../ui/status-icon';
import { useAuth } from '../../auth/use-auth';
import { creditsAdded, paymentViewState } from './payment-state-rules';

interface Props {
  /** Null while the payment is loading. */
  payment: PaymentView | null;
  /** The member has just come back from paying (`?return=1`). */
  returned: boolean;
  /** The next steps under the message: the offers after a failure, the way on after success. */
  children?: ReactNode;
}

/**
 * The payment's state as the member follows it (docs/product.md#payments): loading, pending ("being
 * processed"), completed (credits added) or failed; `data-state` names it for tests.
 */
export function PaymentStatusPanel({ payment, returned, children }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const state = payment ? paymentViewState(payment.status) : 'loading';
  let icon: ReactNode;
  let title: string;
  let body: ReactNode = null;
  switch (state) {
    case 'loading':
      icon = <Spinner animation="border" variant="primary" aria-hidden="true" />;
      title = t('payment_page.loading');
      break;
    case 'pending':
      icon = <Spinner animation="border" variant="primary" aria-hidden="true" />;
      title = t('payment_page.pending_title');
      body = <p>{returned ? t('payment_page.pending_returned') : t('payment_page.pending_body')}</p>;
      break;
    case 'completed':
      icon = <StatusIcon kind="success" />;
      title = t('payment_page.completed_title');
      body = (
        <>
          <p className="mb-1" data-testid="payment-credits-added">
            {t('payment_page.credits_added', { credits: payment ? (creditsAdded(payment) ?? 0) : 0 })}
          </p>
          {user ? <p className="mb-1">{t('payment_page.balance', { credits: user.credits })}</p> : null}
          {user?.paid_user ? <p className="mb-0">{t('payment_page.premium_active')}</p> : null}
        </>
      );
      break;
    case 'failed':
      icon = <StatusIcon kind="error" />;
      title =
        payment?.status === 'canceled'
          ? t('payment_page.failed_title_canceled')
          : payment?.status === 'expired'
            ? t('payment_page.failed_title_expired')
            : t('payment_page.failed_title_failed');
      break;
    case 'refunded':
      icon = <StatusIcon kind="success" />;
      title = payment?.status === 'charged_back' ? t('payment_page.charged_back_title') : t('payment_page.refunded_title');
      body = <p className="mb-0">{t('payment_page.credits_taken_back', { credits: payment?.reversed_credits ?? 0 })}</p>;
      break;
  }
  return (
    <section
      className={`payments-card payment-status payment-status--${state}`}
      data-testid="payment-status"
      data-state={state}
      aria-live="polite"
      aria-busy={state === 'loading' || state === 'pending'}
    >
      <div className="payment-status__icon">{icon}</div>
      <div className="payment-status__text">
        <h2 className="h4 payment-status__title">{title}</h2>
        {body}
        {children}
      </div>
    </section>
  );
}
