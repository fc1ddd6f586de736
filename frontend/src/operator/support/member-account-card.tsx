import type { SupportMemberDetail } from '@amoretto/shared';
import { formatConsoleTime } from '../format-console-time';
import { SUPPORT_TEXTS as T } from './support-texts';

const when = (iso: string | null) => (iso ? formatConsoleTime(iso) : T.never);

/** The account's state at a glance. */
export function MemberAccountCard({ member }: { member: SupportMemberDetail }) {
  const rows: Array<[string, string]> = [
    [T.columns.email, member.email],
    [T.status, member.status],
    [T.profileStatus, member.profile_status],
    [T.site, `${member.site ?? '—'} (${member.country})`],
    [T.language, member.language],
    [T.credits, String(member.credits)],
    [T.debt, String(member.credit_debt)],
    [T.paid, member.paid_user ? T.yes : T.no],
    [T.signedUp, when(member.signup_date)],
    [T.activated, when(member.activated_at)],
    [T.deleted, when(member.deleted_at)],
  ];
  return (
    <section className="card mb-3" aria-labelledby="support-account">
      <div className="card-body">
        <h2 className="h5" id="support-account">
          {T.account}
        </h2>
        <dl className="row mb-0" data-testid="support-account">
          {rows.map(([label, value]) => (
            <div key={label} className="col-12 col-sm-6 d-flex gap-2">
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-1 text-break" data-testid={label === T.credits ? 'support-credits' : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {member.fictional ? <p className="mb-0 mt-2 badge text-bg-warning">{T.fictional}</p> : null}
        {member.restorable_until ? <p className="mb-0 mt-2">{T.restorableUntil(formatConsoleTime(member.restorable_until))}</p> : null}
      </div>
    </section>
  );
}
