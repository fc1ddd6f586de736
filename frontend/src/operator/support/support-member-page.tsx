import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OperatorView } from '@amoretto/shared';
import { ConsoleQueryState } from '../console-query-state';
import { GrantCreditsForm } from './grant-credits-form';
import { LedgerTable } from './ledger-table';
import { LoginsTable } from './logins-table';
import { MemberAccountCard } from './member-account-card';
import { MemberActions } from './member-actions';
import { MemberCodesTable } from './member-codes-table';
import { PurchasesTable } from './purchases-table';
import { supportMemberQuery } from './support-api';
import { SUPPORT_TEXTS as T } from './support-texts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 className="h5" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One member's account for support (docs/product.md#operator-support); admins act, moderators read. */
export function SupportMemberPage({ memberId, operator }: { memberId: number; operator: OperatorView }) {
  const member = useQuery(supportMemberQuery(memberId));
  const canAct = operator.role === 'admin';
  const data = member.data?.member;
  return (
    <div lang="en">
      <nav className="small mb-3 d-flex gap-3">
        <a href="/operator/">{T.home}</a>
        <a href="/operator/support">{T.back}</a>
      </nav>
      <ConsoleQueryState isPending={member.isPending} error={member.error} onRetry={() => void member.refetch()} texts={T}>
        {data ? (
          <>
            <h1 className="h3 text-break">
              #{data.id} {data.name}
            </h1>
            <MemberAccountCard member={data} />
            {canAct ? (
              <Section id="support-actions" title={T.actions}>
                <MemberActions member={data} />
                <GrantCreditsForm memberId={data.id} />
              </Section>
            ) : (
              <p className="text-body-secondary">{T.readOnly}</p>
            )}
            <Section id="support-purchases-title" title={T.purchases}>
              <PurchasesTable memberId={data.id} purchases={data.purchases} canAct={canAct} />
            </Section>
            <Section id="support-ledger-title" title={T.ledger}>
              <LedgerTable ledger={data.ledger} />
            </Section>
            <Section id="support-codes-title" title={T.codes}>
              <MemberCodesTable codes={data.discount_codes} />
            </Section>
            <Section id="support-logins-title" title={T.logins}>
              <LoginsTable logins={data.logins} />
            </Section>
          </>
        ) : null}
      </ConsoleQueryState>
    </div>
  );
}
