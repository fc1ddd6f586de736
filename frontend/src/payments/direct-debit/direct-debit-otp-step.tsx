import { DIRECT_DEBIT_OTP_LENGTH, type DirectDebitRequestResponse, type StartPaymentResponse } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { isApiError } from '../../api/api-error';
import { confirmDirectDebit } from '../direct-debit-api';
import { formatClockTime } from '../transactions/payment-format';
import { DirectDebitProblem } from './direct-debit-problem';
import { cleanOtp, directDebitErrorPlace, isCompleteOtp, isProblemKind } from './direct-debit-rules';

interface Props {
  request: DirectDebitRequestResponse;
  packageId: number;
  localeTag: string;
  onConfirmed: (response: StartPaymentResponse) => void;
  /** Back to the form: to change the details, or because this code can no longer be used (with why). */
  onRestart: (notice: string | null) => void;
}

/** Step two of /directdebit: the SMS code sent to the member's phone confirms the order. */
export function DirectDebitOtpStep({ request, packageId, localeTag, onConfirmed, onRestart }: Props) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirm = useMutation({
    mutationFn: () => confirmDirectDebit(request.request_id, otp),
    onSuccess: onConfirmed,
    onError: (failure) => {
      if (!isApiError(failure)) return;
      const place = directDebitErrorPlace(failure.code);
      if (place === 'restart') {
        onRestart(failure.code === 'direct_debit_code_expired' ? t('errors.direct_debit_code_expired') : t('direct_debit.request_gone'));
        return;
      }
      if (place === 'otp') {
        const left = failure.details?.attempts_left;
        const message = t('errors.direct_debit_invalid_code');
        setError(typeof left === 'number' ? `${message} ${t('direct_debit.attempts_left', { count: left })}` : message);
        setOtp('');
        inputRef.current?.focus();
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteOtp(otp)) {
      setError(t('direct_debit.code_incomplete', { digits: DIRECT_DEBIT_OTP_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    confirm.mutate();
  };

  const place = isApiError(confirm.error) ? directDebitErrorPlace(confirm.error.code) : confirm.error ? 'general' : null;
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={confirm.isPending} data-testid="dd-otp-step">
      <p data-testid="dd-phone-hint">{t('direct_debit.code_sent', { phone: request.phone_hint })}</p>
      <p className="small text-body-secondary">
        {t('direct_debit.code_valid_until', { time: formatClockTime(request.expires_at, localeTag) })}
      </p>
      {isProblemKind(place) ? <DirectDebitProblem kind={place} packageId={packageId} /> : null}
      {place === 'general' || place === 'fields' ? <ApiErrorAlert error={confirm.error} /> : null}
      <Form.Group className="mb-3" controlId="dd-otp">
        <Form.Label>{t('direct_debit.code_label')}</Form.Label>
        <Form.Control
          ref={inputRef}
          className="direct-debit-otp"
          name="otp"
          value={otp}
          onChange={(event) => {
            setOtp(cleanOtp(event.target.value));
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={DIRECT_DEBIT_OTP_LENGTH + 4}
          isInvalid={Boolean(error)}
          aria-describedby={error ? 'dd-otp-error' : undefined}
          autoFocus
          data-testid="dd-otp"
        />
        {error ? (
          <Form.Control.Feedback type="invalid" id="dd-otp-error">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      <div className="payment-offer__actions">
        <Button type="submit" variant="primary" size="lg" disabled={confirm.isPending} data-testid="dd-confirm">
          {confirm.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('direct_debit.confirm')}
        </Button>
        <Button variant="link" onClick={() => onRestart(null)} disabled={confirm.isPending} data-testid="dd-back">
          {t('direct_debit.change_details')}
        </Button>
      </div>
    </Form>
  );
}
