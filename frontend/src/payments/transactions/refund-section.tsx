import type { PaymentView } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { useSettings } from '../../site-settings/use-settings';
import { refundPayment } from '../transactions-api';
import { RefundConfirmModal } from './refund-confirm-modal';

/**
 * The return policy's refund (refund_days): unused credits of this purchase back for their
 * money. Offered only while the server says the payment is refundable; the server decides.
 */
export function RefundSection({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  const { refund_days: refundDays } = useSettings();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const refund = useMutation({
    mutationFn: () => refundPayment(payment.id),
    onSettled: () => {
      setAsking(false);
      // The payment, its receipt, the list and the balance all changed (or the refusal says why).
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.payments.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user, exact: true });
    },
  });
  const methodLabel = t(`payment_methods.${payment.method}`);

  if (refund.isSuccess) {
    return (
      <Alert variant="success" role="status" className="mb-4" data-testid="refund-done">
        {t('payment_page.refund_done', { credits: refund.data.reversed_credits })}
      </Alert>
    );
  }
  if (!payment.refundable && !refund.isError) return null;
  return (
    <section className="payments-card refund-section" aria-labelledby="refund-section-title">
      <h2 id="refund-section-title" className="h5">
        {t('payment_page.refund_section_title')}
      </h2>
      <p>{t('payment_page.refund_intro', { days: refundDays })}</p>
      <ApiErrorAlert error={refund.error} />
      {payment.refundable ? (
        <Button variant="outline-danger" onClick={() => setAsking(true)} disabled={refund.isPending} data-testid="refund-button">
          {t('payment_page.refund_button')}
        </Button>
      ) : null}
      <RefundConfirmModal
        show={asking}
        methodLabel={methodLabel}
        busy={refund.isPending}
        onConfirm={() => refund.mutate()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
