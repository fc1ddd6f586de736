import type { DirectDebitRequestResponse } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { TextField } from '../../ui/text-field';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { serverFieldErrors, type FieldErrors } from '../../ui/server-field-errors';
import { isApiError } from '../../api/api-error';
import { requestDirectDebit } from '../direct-debit-api';
import { DirectDebitProblem } from './direct-debit-problem';
import {
  directDebitBody,
  directDebitErrorPlace,
  directDebitProblems,
  formatIban,
  isProblemKind,
  type DirectDebitField as Field,
  type DirectDebitForm as FormValues,
  type DirectDebitTextField,
  type FieldProblem,
} from './direct-debit-rules';

interface Props {
  packageId: number;
  code: string | undefined;
  values: FormValues;
  onValues: (values: FormValues) => void;
  /** Who collects and how much, for the consent text. */
  creditor: string;
  amount: string;
  /** Minor units written as money in the order's currency. */
  money: (cents: number) => string;
  /** Why the member is back on the form (the SMS code ran out), if so. */
  notice: string | null;
  onRequested: (request: DirectDebitRequestResponse) => void;
}

/** Step one of /directdebit: account holder, IBAN, address, phone and the one-time consent. */
export function DirectDebitForm({ packageId, code, values, onValues, creditor, amount, money, notice, onRequested }: Props) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const problemText = (field: Field, problem: FieldProblem): string => {
    if (field === 'consent') return t('errors.direct_debit_consent_required');
    if (problem === 'invalid')
      return field === 'iban'
        ? t('errors.invalid_iban')
        : field === 'phone'
          ? t('direct_debit.phone_invalid')
          : t('direct_debit.check_field');
    return t(`direct_debit.${problem}`);
  };
  const hints: Partial<Record<Field, string>> = {
    holder: t('direct_debit.check_field'),
    iban: t('errors.invalid_iban'),
    street: t('direct_debit.check_field'),
    house_number: t('direct_debit.check_field'),
    zip: t('direct_debit.check_field'),
    city: t('direct_debit.check_field'),
    phone: t('direct_debit.phone_invalid'),
    consent: t('errors.direct_debit_consent_required'),
  };

  const request = useMutation({
    mutationFn: () => requestDirectDebit({ package_id: packageId, ...directDebitBody(values), discount_code: code ?? null }),
    onSuccess: onRequested,
    onError: (error) => {
      const fields = serverFieldErrors<Field>(error, { invalid_iban: 'iban', direct_debit_consent_required: 'consent' }, hints) ?? {};
      setErrors(fields);
      focusFirstInvalid(formRef.current);
    },
  });

  const set = (field: DirectDebitTextField) => (value: string) => {
    onValues({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = directDebitProblems(values);
    const next: FieldErrors<Field> = {};
    for (const [field, problem] of Object.entries(problems) as [Field, FieldProblem][]) next[field] = problemText(field, problem);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    request.mutate();
  };

  const place = isApiError(request.error) ? directDebitErrorPlace(request.error.code) : request.error ? 'general' : null;
  const availableCents = isApiError(request.error) ? request.error.details?.available_cents : undefined;
  const text = (field: DirectDebitTextField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => {
    const id = `dd-${field.replace('_', '-')}`;
    return (
      <TextField
        id={id}
        name={field}
        testId={id}
        label={label}
        value={values[field]}
        onChange={set(field)}
        error={errors[field]}
        {...extra}
      />
    );
  };

  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={request.isPending} data-testid="dd-form">
      {notice ? (
        <Alert variant="warning" role="status">
          {notice}
        </Alert>
      ) : null}
      {isProblemKind(place) ? (
        <DirectDebitProblem
          kind={place}
          packageId={packageId}
          available={typeof availableCents === 'number' && availableCents > 0 ? money(availableCents) : null}
        />
      ) : null}
      {place === 'general' || place === 'restart' || place === 'otp' ? <ApiErrorAlert error={request.error} /> : null}
      {place === 'fields' && Object.values(errors).every((error) => !error) ? <ApiErrorAlert error={request.error} /> : null}

      {text('holder', t('direct_debit.holder'), { autoComplete: 'name', maxLength: 70 })}
      {text('iban', t('direct_debit.iban'), {
        autoComplete: 'off',
        maxLength: 50,
        help: t('direct_debit.iban_help'),
        onBlur: () => {
          if (values.iban.trim()) onValues({ ...values, iban: formatIban(values.iban) });
        },
      })}
      <Row className="g-3">
        <Col xs={8}>{text('street', t('direct_debit.street'), { autoComplete: 'address-line1', maxLength: 100, className: '' })}</Col>
        <Col xs={4}>{text('house_number', t('direct_debit.house_number'), { maxLength: 16, className: '' })}</Col>
        <Col xs={5}>{text('zip', t('direct_debit.zip'), { autoComplete: 'postal-code', maxLength: 16, className: '' })}</Col>
        <Col xs={7}>{text('city', t('direct_debit.city'), { autoComplete: 'address-level2', maxLength: 80, className: '' })}</Col>
      </Row>
      <div className="mt-3">
        {text('phone', t('direct_debit.phone'), {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          maxLength: 32,
          help: t('direct_debit.phone_help'),
        })}
      </div>
      <Form.Group className="mb-4" controlId="dd-consent">
        <Form.Check
          type="checkbox"
          name="consent"
          checked={values.consent}
          onChange={(event) => {
            onValues({ ...values, consent: event.target.checked });
            if (errors.consent) setErrors({ ...errors, consent: undefined });
          }}
          isInvalid={Boolean(errors.consent)}
          label={t('direct_debit.consent', { creditor, amount })}
          feedback={errors.consent ?? undefined}
          feedbackType="invalid"
          data-testid="dd-consent"
        />
      </Form.Group>
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={request.isPending} data-testid="dd-submit">
        {request.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('direct_debit.submit')}
      </Button>
    </Form>
  );
}
