import type { SupportLedgerLine } from '@amoretto/shared';
import { ConsoleTable } from '../console-table';
import { formatConsoleTime } from '../format-console-time';
import { SUPPORT_TEXTS as T } from './support-texts';

/** The credits ledger, newest first: every grant, purchase, spend, refund and settlement. */
export function LedgerTable({ ledger }: { ledger: SupportLedgerLine[] }) {
  if (ledger.length === 0) return <p>{T.noLedger}</p>;
  return (
    <ConsoleTable label={T.ledger} testId="support-ledger">
      <thead>
        <tr>
          <th scope="col">{T.columns.date}</th>
          <th scope="col">{T.columns.credits}</th>
          <th scope="col">{T.columns.reason}</th>
        </tr>
      </thead>
      <tbody>
        {ledger.map((line) => (
          <tr key={line.id}>
            <td className="text-nowrap">{formatConsoleTime(line.created_at)}</td>
            <td className={line.amount < 0 ? 'text-danger' : 'text-success'}>{line.amount > 0 ? `+${line.amount}` : line.amount}</td>
            <td>{line.reason}</td>
          </tr>
        ))}
      </tbody>
    </ConsoleTable>
  );
}
