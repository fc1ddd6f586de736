import type { SupportDiscountCode } from '@amoretto/shared';
import { ConsoleTable } from '../console-table';
import { formatConsoleTime } from '../format-console-time';
import { SUPPORT_TEXTS as T } from './support-texts';

/** The member's own codes (welcome, stay offer) and those they redeemed. */
export function MemberCodesTable({ codes }: { codes: SupportDiscountCode[] }) {
  if (codes.length === 0) return <p>{T.noCodes}</p>;
  return (
    <ConsoleTable label={T.codes} testId="support-codes">
      <thead>
        <tr>
          <th scope="col">{T.columns.code}</th>
          <th scope="col">{T.columns.percent}</th>
          <th scope="col">{T.columns.status}</th>
          <th scope="col">{T.columns.expires}</th>
          <th scope="col">{T.columns.use}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id}>
            <td>
              {code.code} <span className="text-body-secondary small">({code.kind})</span>
            </td>
            <td>{code.value_percentage}%</td>
            <td>{code.status}</td>
            <td className="text-nowrap">{code.expires_at ? formatConsoleTime(code.expires_at) : T.never}</td>
            <td>{code.redeemed_at ? `${T.redeemed} ${formatConsoleTime(code.redeemed_at)}` : T.unused}</td>
          </tr>
        ))}
      </tbody>
    </ConsoleTable>
  );
}
