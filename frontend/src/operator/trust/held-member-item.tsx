import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import type { HeldMember } from '@amoretto/shared';
import { formatConsoleTime } from '../format-console-time';
import { SiteLanguageAlert } from '../site-language-alert';
import { releaseHold, trustQuery } from './trust-api';
import { TRUST_TEXTS as T } from './trust-texts';

/** One member held for review, with why, and the moderator's release. */
export function HeldMemberItem({ member }: { member: HeldMember }) {
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: () => releaseHold(member.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustQuery().queryKey }),
  });
  return (
    <li className="card mb-2" data-testid="held-member">
      <div className="card-body d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <div className="text-break" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <p className="mb-1 fw-semibold">
            {member.name} (#{member.id}, {member.country})
          </p>
          <p className="mb-0 small">
            {T.reason[member.reason]} · {T.heldSince(formatConsoleTime(member.held_at))}
          </p>
          <p className="mb-0 small text-body-secondary">{T.counts(member.recent_blockers, member.recent_reporters)}</p>
          <SiteLanguageAlert error={release.error} />
        </div>
        <Button variant="outline-primary" onClick={() => release.mutate()} disabled={release.isPending}>
          {release.isPending ? T.releasing : T.release}
        </Button>
      </div>
    </li>
  );
}
