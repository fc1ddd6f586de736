import type { SupportLogin } from '@amoretto/shared';
import { ConsoleTable } from '../console-table';
import { formatConsoleTime } from '../format-console-time';
import { SUPPORT_TEXTS as T } from './support-texts';

/** Sessions the member started (login, signup, password reset), newest first. */
export function LoginsTable({ logins }: { logins: SupportLogin[] }) {
  if (logins.length === 0) return <p>{T.noLogins}</p>;
  return (
    <ConsoleTable label={T.logins} testId="support-logins">
      <thead>
        <tr>
          <th scope="col">{T.columns.date}</th>
          <th scope="col">{T.columns.ip}</th>
          <th scope="col">{T.columns.device}</th>
          <th scope="col">{T.columns.ended}</th>
        </tr>
      </thead>
      <tbody>
        {logins.map((login, i) => (
          <tr key={`${login.at}-${i}`}>
            <td className="text-nowrap">{formatConsoleTime(login.at)}</td>
            <td>{login.ip ?? '—'}</td>
            <td className="small text-break">{login.user_agent ?? '—'}</td>
            <td className="text-nowrap">{login.ended_at ? formatConsoleTime(login.ended_at) : T.never}</td>
          </tr>
        ))}
      </tbody>
    </ConsoleTable>
  );
}
