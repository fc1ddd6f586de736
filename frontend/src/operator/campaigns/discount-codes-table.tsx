import type { OperatorDiscountCode } from '@amoretto/shared';
import { ConsoleTable } from '../console-table';
import { formatConsoleTime } from '../format-console-time';
import { CAMPAIGN_TEXTS as T } from './campaign-texts';

/** Codes made to be typed, newest first. */
export function DiscountCodesTable({ codes }: { codes: OperatorDiscountCode[] }) {
  if (codes.length === 0) return <p>{T.noCodes}</p>;
  return (
    <ConsoleTable label={T.codesTitle} testId="codes-table">
      <thead>
        <tr>
          <th scope="col">{T.code}</th>
          <th scope="col">%</th>
          <th scope="col">{T.status}</th>
          <th scope="col">{T.validity}</th>
          <th scope="col">{T.columns.expires}</th>
          <th scope="col">{T.columns.where}</th>
          <th scope="col">{T.columns.methods}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id}>
            <td className="fw-semibold">{code.code}</td>
            <td>{code.value_percentage}%</td>
            <td>
              {code.status}
              {code.expired ? ` (${T.expired})` : ''} · {T.redemptions(code.redemptions)}
            </td>
            <td>{T.validityOptions[code.validity]}</td>
            <td className="text-nowrap">{code.expires_at ? formatConsoleTime(code.expires_at) : '—'}</td>
            <td>
              {code.country ?? '—'}
              {code.user_id ? ` · #${code.user_id}` : ''}
              {code.currency ? ` · ${code.currency}` : ''}
              {code.minimum_order_value_cents ? ` ≥ ${code.minimum_order_value_cents / 100}` : ''}
            </td>
            <td className="small">{code.paymentmethods?.join(', ') ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </ConsoleTable>
  );
}
