import { useQuery } from '@tanstack/react-query';
import { ConsoleQueryState } from '../console-query-state';
import { HeldMemberItem } from './held-member-item';
import { trustQuery } from './trust-api';
import { TRUST_TEXTS as T } from './trust-texts';

/** Limits tied to trust (docs/product.md#trust): the rules as stored, and the members held for review. */
export function TrustPage() {
  const trust = useQuery(trustQuery());
  const data = trust.data;
  return (
    <div lang="en">
      <nav className="small mb-3">
        <a href="/operator/">{T.home}</a>
      </nav>
      <h1 className="h3">{T.title}</h1>
      <ConsoleQueryState isPending={trust.isPending} error={trust.error} onRetry={() => void trust.refetch()} texts={T}>
        {data ? (
          <>
            <section className="mb-4" aria-labelledby="trust-rules-title" data-testid="trust-rules">
              <h2 className="h5" id="trust-rules-title">
                {T.rulesTitle}
              </h2>
              <p className="text-body-secondary">{T.rulesIntro}</p>
              <ul>
                <li>
                  {T.limitedRule(data.rules.limited_messages_per_minute, data.rules.new_account_hours, data.rules.upheld_report_days)}
                </li>
                <li>{T.photoRule}</li>
                <li>{T.holdRule(data.rules.hold_blockers, data.rules.hold_reporters, data.rules.hold_window_hours)}</li>
              </ul>
            </section>
            <section aria-labelledby="trust-held-title">
              <h2 className="h5" id="trust-held-title">
                {T.heldTitle}
              </h2>
              {data.held.length === 0 ? (
                <p>{T.heldEmpty}</p>
              ) : (
                <ul className="list-unstyled">
                  {data.held.map((member) => (
                    <HeldMemberItem key={member.id} member={member} />
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : null}
      </ConsoleQueryState>
    </div>
  );
}
