import type { ChatItem } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../member-page/member-page-rules';
import { ChatListItem } from './chat-list-item';
import { ChatListSkeleton } from './chat-list-skeleton';
import { chatsQuery } from './chats-query';
import { OnFirstOpen } from '../ui/on-first-open';

// Loaded when a removal is first asked for.
const RemoveChatModal = lazy(() => import('./remove-chat-modal').then((module) => ({ default: module.RemoveChatModal })));
import { useRemoveChat } from './use-remove-chat';

interface Props {
  viewerId: number;
  activeConversationId: number | null;
  activePartnerId: number | null;
}

/** The conversation list of /chats (docs/product.md#chats): newest first, with removal. */
export function ChatList({ viewerId, activeConversationId, activePartnerId }: Props) {
  const { t } = useTranslation();
  const chats = useQuery(chatsQuery());
  const remove = useRemoveChat();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<ChatItem | null>(null);

  const confirmRemove = () => {
    const chat = removing;
    setRemoving(null);
    if (!chat) return;
    const open = chat.conversation.id === activeConversationId || chat.profile.id === activePartnerId;
    if (open) void navigate({ to: '/chats' });
    void remove({ conversationId: chat.conversation.id });
  };

  if (chats.isPending) return <ChatListSkeleton />;
  if (chats.isError) {
    return (
      <div className="alert m-3 alert-light" role="alert">
        <p>{t(errorKey(chats.error))}</p>
        <button className="btn btn-outline-primary btn-sm" type="button" onClick={() => void chats.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (chats.data.chats.length === 0) {
    return (
      <div className="chat-list__empty" data-testid="chats-empty">
        <h2 className="h6">{t('chat.empty_title')}</h2>
        <p className="text-body-secondary">{t('chat.empty_body')}</p>
        <Link to="/members" className="btn btn-primary btn-sm">
          {t('chat.empty_search')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="chat-list list-unstyled mb-0" aria-label={t('chat.list_label')} data-testid="chat-list">
        {chats.data.chats.map((chat) => (
          <ChatListItem
            key={chat.conversation.id}
            chat={chat}
            viewerId={viewerId}
            active={chat.conversation.id === activeConversationId || chat.profile.id === activePartnerId}
            onRemove={() => setRemoving(chat)}
          />
        ))}
      </ul>
      <OnFirstOpen open={removing !== null}>
        <RemoveChatModal name={removing?.profile.name ?? null} onConfirm={confirmRemove} onCancel={() => setRemoving(null)} />
      </OnFirstOpen>
    </>
  );
}
