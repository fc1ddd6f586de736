import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SUPPORT_GRANT_MAX } from '@amoretto/shared';
import { SiteLanguageAlert } from '../site-language-alert';
import { grantCredits, newRequestKey, supportMemberQuery } from './support-api';
import { SUPPORT_TEXTS as T } from './support-texts';

/**
 * Credits with a reason. The form's key is made once and kept until the grant is done, so a
 * double click or a resubmit after a lost answer grants once (the server keys the ledger row).
 */
export function GrantCreditsForm({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newRequestKey);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const number = Number(amount);
  const amountOk = Number.isInteger(number) && number >= 1 && number <= SUPPORT_GRANT_MAX;
  const reasonOk = reason.trim().length >= 3;
  const grant = useMutation({
    mutationFn: (input: { amount: number; reason: string }) => grantCredits(memberId, { ...input, key }),
    onSuccess: async () => {
      setKey(newRequestKey());
      setAmount('');
      setReason('');
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: supportMemberQuery(memberId).queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountOk && reasonOk && !grant.isPending) grant.mutate({ amount: number, reason: reason.trim() });
  };
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="support-grant" data-testid="support-grant">
      <h3 className="h6" id="support-grant">
        {T.grantTitle}
      </h3>
      <div className="row g-2">
        <Form.Group className="col-12 col-sm-3" controlId="support-grant-amount">
          <Form.Label>{T.amount}</Form.Label>
          <Form.Control
            type="number"
            inputMode="numeric"
            min={1}
            max={SUPPORT_GRANT_MAX}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            isInvalid={touched && !amountOk}
          />
          <Form.Control.Feedback type="invalid">{T.amountInvalid}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12 col-sm-9" controlId="support-grant-reason">
          <Form.Label>{T.reason}</Form.Label>
          <Form.Control value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} isInvalid={touched && !reasonOk} />
          <Form.Control.Feedback type="invalid">{T.reasonInvalid}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <Button type="submit" className="mt-2" disabled={grant.isPending}>
        {grant.isPending ? T.granting : T.grant}
      </Button>
      {grant.data ? (
        <Alert variant="success" className="mt-2 mb-0" role="status">
          {grant.data.granted ? T.granted(grant.variables.amount, grant.data.credits) : T.alreadyGranted(grant.data.credits)}
        </Alert>
      ) : null}
      <SiteLanguageAlert error={grant.error} />
    </Form>
  );
}
