import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { SupportMemberDetail } from '@amoretto/shared';
import { SiteLanguageAlert } from '../site-language-alert';
import { resendActivation, restoreAccount, supportMemberQuery } from './support-api';
import { SUPPORT_TEXTS as T } from './support-texts';

/** Resend the activation mail (unconfirmed accounts) and restore a deleted one within its days. */
export function MemberActions({ member }: { member: SupportMemberDetail }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportMemberQuery(member.id).queryKey });
  const resend = useMutation({ mutationFn: () => resendActivation(member.id) });
  const restore = useMutation({ mutationFn: () => restoreAccount(member.id), onSuccess: refresh });
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      {member.status === 'not_confirmed' ? (
        <Button variant="outline-primary" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {T.resend}
        </Button>
      ) : null}
      {member.restorable_until ? (
        <Button variant="outline-primary" onClick={() => restore.mutate()} disabled={restore.isPending}>
          {T.restore}
        </Button>
      ) : null}
      {resend.data ? (
        <Alert variant={resend.data.sent ? 'success' : 'info'} className="w-100 mb-0" role="status">
          {resend.data.sent ? T.resent : T.notResent}
        </Alert>
      ) : null}
      {restore.isSuccess ? (
        <Alert variant="success" className="w-100 mb-0" role="status">
          {T.restored}
        </Alert>
      ) : null}
      <div className="w-100">
        <SiteLanguageAlert error={resend.error ?? restore.error} />
      </div>
    </div>
  );
}
