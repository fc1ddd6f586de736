import { Link } from '@tanstack/react-router';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { MemberAction } from './member-page-rules';

interface Props {
  memberId: number;
  name: string;
  actions: MemberAction[];
  /** Visitors: every button is a way to log in. */
  visitor: boolean;
  pending: boolean;
  onAction: (action: 'like' | 'unlike' | 'block' | 'unblock') => void;
}

/** The buttons of the header. A visitor's buttons lead to login and back to this page. */
export function MemberActions({ memberId, name, actions, visitor, pending, onAction }: Props) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  const back = `/members/${memberId}`;
  // Members who may like may also write and send gifts: both open the chat with this member.
  const canChat = !visitor && (actions.includes('like') || actions.includes('unlike'));
  const params = { id: memberId };
  return (
    <div className="member-actions" role="group" aria-label={t('member_page.actions_label', { name })} data-testid="member-actions">
      {canChat ? (
        <Link to="/members/$id/chat" params={params} className="btn btn-primary member-actions__button" data-testid="member-action-message">
          {t('member_page.message')}
        </Link>
      ) : null}
      {actions.map((action) => {
        if (visitor || action === 'message' || action === 'gift') {
          return (
            <Link
              key={action}
              to="/login"
              search={{ redirect: back }}
              className={`btn ${action === 'message' ? 'btn-primary' : 'btn-outline-primary'} member-actions__button`}
              data-testid={`member-action-${action}`}
            >
              {t(`member_page.${action}`)}
            </Link>
          );
        }
        const active = action === 'unlike';
        return (
          <Button
            key={action}
            variant={action === 'block' ? 'outline-secondary' : active ? 'primary' : 'outline-primary'}
            className="member-actions__button"
            aria-pressed={action === 'like' || action === 'unlike' ? active : undefined}
            disabled={pending}
            onClick={() => onAction(action)}
            data-testid={`member-action-${action}`}
          >
            {t(`member_page.${action}`)}
          </Button>
        );
      })}
      {canChat ? (
        <Link
          to="/members/$id/chat"
          params={params}
          search={{ gift: true }}
          className="btn btn-outline-primary member-actions__button"
          data-testid="member-action-gift"
        >
          {t('member_page.gift')}
        </Link>
      ) : null}
    </div>
  );
}
