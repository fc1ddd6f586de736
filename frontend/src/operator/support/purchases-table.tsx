import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { SupportPayment } from '@amoretto/shared';
import { ConsoleTable } from '../console-table';
import { formatConsoleTime } from '../format-console-time';
import { SiteLanguageAlert } from '../site-language-alert';
import { newRequestKey, refundPurchase, supportMemberQuery } from './support-api';
import { SUPPORT_TEXTS as T } from './support-texts';

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

/** The member's purchases; admins refund a paid one through the payment provider, once per click. */
export function PurchasesTable({ memberId, purchases, canAct }: { memberId: number; purchases: SupportPayment[]; canAct: boolean }) {
  const queryClient = useQueryClient();
  // One key per purchase, kept until that refund is done: a second click is the same refund.
  const [keys] = useState(() => new Map<number, string>());
  const keyFor = (id: number) => keys.get(id) ?? keys.set(id, newRequestKey()).get(id)!;
  const refund = useMutation({
    mutationFn: (paymentId: number) => refundPurchase(memberId, paymentId, keyFor(paymentId)),
    onSuccess: async (_result, paymentId) => {
      keys.delete(paymentId);
      await queryClient.invalidateQueries({ queryKey: supportMemberQuery(memberId).queryKey });
    },
  });
  if (purchases.length === 0) return <p>{T.noPurchases}</p>;
  return (
    <>
      <ConsoleTable label={T.purchases} testId="support-purchases">
        <thead>
          <tr>
            <th scope="col">{T.columns.id}</th>
            <th scope="col">{T.columns.date}</th>
            <th scope="col">{T.columns.status}</th>
            <th scope="col">{T.columns.amount}</th>
            <th scope="col">{T.columns.credits}</th>
            <th scope="col">{T.columns.method}</th>
            {canAct ? <th scope="col">{T.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {purchases.map((p) => (
            <tr key={p.id}>
              <td>#{p.id}</td>
              <td className="text-nowrap">{formatConsoleTime(p.created_at)}</td>
              <td>{p.status}</td>
              <td className="text-nowrap">
                {money(p.amount_cents, p.currency)}
                {p.refunded_cents > 0 ? ` (−${money(p.refunded_cents, p.currency)})` : ''}
              </td>
              <td>
                {p.credits}
                {p.reversed_credits > 0 ? ` (−${p.reversed_credits})` : ''}
              </td>
              <td>{p.method ?? '—'}</td>
              {canAct ? (
                <td>
                  {p.status === 'paid' ? (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={refund.isPending}
                      onClick={() => {
                        if (window.confirm(T.refundConfirm)) refund.mutate(p.id);
                      }}
                    >
                      {refund.isPending && refund.variables === p.id ? T.refunding : T.refund}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </ConsoleTable>
      {refund.isSuccess ? (
        <Alert variant="success" role="status">
          {T.refunded(refund.variables)}
        </Alert>
      ) : null}
      <SiteLanguageAlert error={refund.error} />
    </>
  );
}
