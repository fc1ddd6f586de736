import type { ChatItem } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../members/member-avatar';
import { useLocaleTag } from '../ui/use-locale-tag';
import { useSettings } from '../site-settings/use-settings';
import { chatTime } from './chat-time';
import { MessagePreview } from './message-preview';

interface Props {
  chat: ChatItem;
  viewerId: number;
  active: boolean;
  onRemove: () => void;
}

/** One conversation in the list: the row opens it, the bin asks to remove it. */
export function ChatListItem({ chat, viewerId, active, onRemove }: Props) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const { fictional_icon: fictionalIcon, fictional_warning: fictionalWarning } = useSettings();
  const { profile, conversation, num_unread_messages: unread } = chat;
  const last = conversation.last_message;
  return (
    <li
      className={`chat-item${active ? ' chat-item--active' : ''}${unread > 0 ? ' chat-item--unread' : ''}`}
      data-testid="chat-item"
      data-conversation-id={conversation.id}
      data-member-id={profile.id}
    >
      <MemberAvatar name={profile.name} src={profile.main_image?.thumb_url ?? null} className="chat-item__avatar" />
      <div className="chat-item__body">
        <div className="chat-item__top">
          <Link
            to="/chats/$id"
            params={{ id: conversation.id }}
            className="chat-item__link stretched-link"
            aria-current={active ? 'page' : undefined}
          >
            <span className="chat-item__name">{profile.name}</span>
            <span className="chat-item__age">{t('members.age', { age: profile.age })}</span>
          </Link>
          {last ? (
            <time className="chat-item__time" dateTime={last.created_at}>
              {chatTime(last.created_at, localeTag)}
            </time>
          ) : null}
        </div>
        <div className="chat-item__bottom">
          <p className="chat-item__preview" data-testid="chat-item-preview">
            {last ? <MessagePreview message={last} viewerId={viewerId} /> : null}
          </p>
          {unread > 0 ? (
            <span className="badge bg-unread rounded-pill chat-item__badge" data-testid="chat-item-unread">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="visually-hidden">{t('chat.unread_label', { count: unread })}</span>
            </span>
          ) : null}
        </div>
        {/* docs/product.md#audience: a fictional partner's card warns before any paid message; the list cannot tell which was first, so always. */}
        {profile.fictional ? (
          <p className="chat-item__fictional" title={fictionalWarning} data-testid="chat-item-fictional">
            {fictionalIcon ? <img src={fictionalIcon} alt="" width={14} height={14} /> : null}
            <span>{fictionalWarning}</span>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="chat-item__remove btn btn-link"
        onClick={onRemove}
        aria-label={t('chat.delete_with', { name: profile.name })}
        title={t('chat.delete')}
        data-testid="chat-item-remove"
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
          <path d="M5.5 5.5a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
          <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1 0-2H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1M4 4v9a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4z" />
        </svg>
      </button>
    </li>
  );
}
