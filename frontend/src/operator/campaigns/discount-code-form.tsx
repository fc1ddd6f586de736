import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { COUNTRIES, DISCOUNT_CODE_PATTERN, PAYMENT_METHODS, type CreateDiscountCodeDto, type PaymentMethod } from '@amoretto/shared';
import { SiteLanguageAlert } from '../site-language-alert';
import { createDiscountCode, discountCodesQuery } from './campaign-api';
import { CAMPAIGN_TEXTS as T } from './campaign-texts';

const EMPTY = {
  code: '',
  percentage: '',
  country: '',
  userId: '',
  expires: '',
  currency: '',
  minimum: '',
  status: 'active',
  validity: 'once_per_user',
};

/** A new discount code with the spec's fields; the server checks them again (and the spelling is unique). */
export function DiscountCodeForm() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [touched, setTouched] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const percentage = Number(form.percentage);
  const codeOk = DISCOUNT_CODE_PATTERN.test(form.code.trim());
  const percentageOk = Number.isInteger(percentage) && percentage >= 1 && percentage <= 100;
  const create = useMutation({
    mutationFn: (body: CreateDiscountCodeDto) => createDiscountCode(body),
    onSuccess: async () => {
      setForm(EMPTY);
      setMethods([]);
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: discountCodesQuery().queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!codeOk || !percentageOk || create.isPending) return;
    create.mutate({
      code: form.code.trim(),
      value_percentage: percentage,
      status: form.status as CreateDiscountCodeDto['status'],
      validity: form.validity as CreateDiscountCodeDto['validity'],
      country: (form.country || null) as CreateDiscountCodeDto['country'],
      user_id: form.userId ? Number(form.userId) : null,
      expires_at: form.expires ? new Date(form.expires).toISOString() : null,
      currency: form.currency ? form.currency.trim().toUpperCase() : null,
      minimum_order_value_cents: form.minimum ? Number(form.minimum) : null,
      paymentmethods: methods.length ? methods : null,
    });
  };
  return (
    <Form onSubmit={submit} noValidate className="card card-body mb-3" aria-labelledby="new-code" data-testid="code-form">
      <h3 className="h6" id="new-code">
        {T.newCode}
      </h3>
      <div className="row g-2">
        <Form.Group className="col-12 col-md-4" controlId="code-code">
          <Form.Label>{T.code}</Form.Label>
          <Form.Control
            value={form.code}
            onChange={set('code')}
            maxLength={32}
            isInvalid={touched && !codeOk}
            aria-describedby="code-code-hint"
          />
          <Form.Text id="code-code-hint">{T.codeHint}</Form.Text>
          <Form.Control.Feedback type="invalid">{T.codeInvalid}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId="code-percentage">
          <Form.Label>{T.percentage}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            max={100}
            value={form.percentage}
            onChange={set('percentage')}
            isInvalid={touched && !percentageOk}
          />
          <Form.Control.Feedback type="invalid">{T.percentageInvalid}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="code-status">
          <Form.Label>{T.status}</Form.Label>
          <Form.Select value={form.status} onChange={set('status')}>
            <option value="active">active</option>
            <option value="inactive">inactive</option>
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-3" controlId="code-validity">
          <Form.Label>{T.validity}</Form.Label>
          <Form.Select value={form.validity} onChange={set('validity')}>
            <option value="once_per_user">{T.validityOptions.once_per_user}</option>
            <option value="once">{T.validityOptions.once}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="code-country">
          <Form.Label>{T.country}</Form.Label>
          <Form.Select value={form.country} onChange={set('country')}>
            <option value="">{T.anyCountry}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="code-expires">
          <Form.Label>{T.expires}</Form.Label>
          <Form.Control type="datetime-local" value={form.expires} onChange={set('expires')} />
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId="code-currency">
          <Form.Label>{T.currency}</Form.Label>
          <Form.Control value={form.currency} onChange={set('currency')} maxLength={3} placeholder="EUR" />
        </Form.Group>
        <Form.Group className="col-6 col-md-4" controlId="code-minimum">
          <Form.Label>{T.minimum}</Form.Label>
          <Form.Control type="number" min={1} value={form.minimum} onChange={set('minimum')} />
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId="code-member">
          <Form.Label>{T.memberId}</Form.Label>
          <Form.Control type="number" min={1} value={form.userId} onChange={set('userId')} />
        </Form.Group>
        <Form.Group className="col-12 col-md-8" controlId="code-methods">
          <Form.Label>{T.methods}</Form.Label>
          <Form.Select
            multiple
            htmlSize={4}
            value={methods}
            onChange={(e) => setMethods(Array.from(e.target.selectedOptions, (o) => o.value as PaymentMethod))}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <div className="mt-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? T.creating : T.createCode}
        </Button>
      </div>
      {create.data ? (
        <Alert variant="success" className="mt-2 mb-0" role="status">
          {T.codeCreated(create.data.code.code)}
        </Alert>
      ) : null}
      <SiteLanguageAlert error={create.error} />
    </Form>
  );
}
