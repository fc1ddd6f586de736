import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../counters/count-badge';
import { useCounters } from '../counters/use-counters';
import { PremiumNavLink } from '../payments/premium-nav-link';

/**
 * The logged-in menu (docs/product.md#screens): Search members, Messages with the unread badge, Likes with
 * the new-likes badge, then Credits (premium members) or Get Premium.
 */
export function MemberNav({ paid, onNavigate }: { paid: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { unreadMessages, newLikes } = useCounters();
  return (
    <>
      <Link to="/members" className="nav-link" activeOptions={{ exact: true }} onClick={onNavigate}>
        {t('nav.search_members')}
      </Link>
      <Link to="/chats" className="nav-link" onClick={onNavigate} data-testid="nav-messages">
        {t('nav.messages')}
        <CountBadge
          count={unreadMessages}
          label={t('nav.messages_badge', { number: unreadMessages })}
          variant="unread"
          testId="messages-badge"
        />
      </Link>
      <Link to="/likes" className="nav-link" onClick={onNavigate} data-testid="nav-likes">
        {t('nav.likes')}
        <CountBadge count={newLikes} label={t('nav.likes_badge', { number: newLikes })} variant="primary" testId="likes-badge" />
      </Link>
      <PremiumNavLink paid={paid} onNavigate={onNavigate} />
    </>
  );
}
