import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth';
import { LogoLink } from '../layout/logo-link';
import { usePageTitle } from '../layout/use-page-title';
import { ChatList } from './chat-list';
import './chats.scss';

interface Props {
  activeConversationId?: number | null;
  activePartnerId?: number | null;
  /** The open conversation; without one the list fills a phone's screen. */
  children?: ReactNode;
}

/**
 * /chats, /chats/$id and /members/$id/chat in the bare chat layout: the list on the side
 * (300–400 px) and the open conversation beside it; on phones one of the two.
 */
export function ChatsScreen({ activeConversationId = null, activePartnerId = null, children }: Props) {
  const { t } = useTranslation();
  // A member shown here who deletes their account leaves the page at once (docs/product.md#leaving).
  const { user } = useAuth();
  usePageTitle(children ? null : t('chat.title'));
  if (!user) return null;
  const open = Boolean(children);
  return (
    <div className={`chats-screen${open ? ' chats-screen--open' : ''}`} data-testid="chats-screen">
      <aside className="chats-screen__side" aria-labelledby="chats-title">
        <header className="chats-screen__side-header">
          <LogoLink className="chats-screen__logo" />
          <h1 id="chats-title" className="chats-screen__title">
            {t('chat.title')}
          </h1>
        </header>
        <nav className="chats-screen__list" aria-label={t('chat.list_label')}>
          <ChatList viewerId={user.id} activeConversationId={activeConversationId} activePartnerId={activePartnerId} />
        </nav>
      </aside>
      <section className="chats-screen__main">
        {children ?? <p className="chats-screen__placeholder text-body-secondary">{t('chat.choose_conversation')}</p>}
      </section>
    </div>
  );
}
