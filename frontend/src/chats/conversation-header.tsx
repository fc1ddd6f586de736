import type { MemberCard } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../members/member-avatar';
import { MenuButton } from '../ui/menu-button';
import { useSettings } from '../site-settings/use-settings';

interface Props {
  partner: MemberCard;
  credits: number;
  /** Null while nobody has written yet: there is nothing to delete. */
  onRemove: (() => void) | null;
  onBlock: () => void;
  onReport: () => void;
}

/** Top bar of a conversation: back (phones), the partner's profile link, the credits coin and the info menu. */
export function ConversationHeader({ partner, credits, onRemove, onBlock, onReport }: Props) {
  const { t } = useTranslation();
  const { fictional_icon: fictionalIcon, fictional_warning: fictionalWarning } = useSettings();
  const profileParams = { id: partner.id };
  return (
    <header className="conversation-header" data-testid="conversation-header">
      {/* Phones show the conversation without the list and its "Messages" h1: this one names the page there. */}
      <h1 className="visually-hidden d-md-none">{t('chat.messages_label', { name: partner.name })}</h1>
      <div className="conversation-header__bar">
        <Link to="/chats" className="conversation-header__back btn btn-link" aria-label={t('chat.back')}>
          <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" fill="currentColor">
            <path
              fillRule="evenodd"
              d="M11.354 1.646a.5.5 0 0 1 0 .708L5.707 8l5.647 5.646a.5.5 0 0 1-.708.708l-6-6a.5.5 0 0 1 0-.708l6-6a.5.5 0 0 1 .708 0"
            />
          </svg>
        </Link>
        <Link to="/members/$id" params={profileParams} className="conversation-header__partner" data-testid="conversation-partner">
          <MemberAvatar name={partner.name} src={partner.main_image?.thumb_url ?? null} className="conversation-header__avatar" />
          <span className="conversation-header__name">
            <span>{partner.name}</span>
            <span className="conversation-header__age">{t('members.age', { age: partner.age })}</span>
          </span>
          {partner.fictional && fictionalIcon ? <img src={fictionalIcon} alt={fictionalWarning} width={18} height={18} /> : null}
        </Link>
        <span className="conversation-header__coins" title={t('chat.your_credits', { credits })} data-testid="conversation-credits">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <circle cx="8" cy="8" r="7" fill="#f2b632" stroke="#c98d0b" />
            <circle cx="8" cy="8" r="4.2" fill="none" stroke="#c98d0b" />
          </svg>
          <span className="visually-hidden">{t('chat.your_credits', { credits })}</span>
          <span aria-hidden="true">{credits}</span>
        </span>
        <MenuButton
          id="conversation-menu"
          toggleClassName="conversation-header__menu btn btn-link"
          toggleLabel={t('chat.more_options')}
          toggleContent={
            <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" fill="currentColor">
              <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
              <path d="m8.93 6.588-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533zM9 4.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0" />
            </svg>
          }
          testId="conversation-menu"
        >
          <Link to="/members/$id" params={profileParams} className="dropdown-item">
            {t('chat.view_profile')}
          </Link>
          {onRemove ? (
            <button type="button" className="dropdown-item" onClick={onRemove} data-testid="conversation-remove">
              {t('chat.delete')}
            </button>
          ) : null}
          <hr className="dropdown-divider" />
          <button type="button" className="dropdown-item" onClick={onReport} data-testid="conversation-report">
            {t('report.button_conversation')}
          </button>
          <button type="button" className="dropdown-item text-danger" onClick={onBlock} data-testid="conversation-block">
            {t('chat.block')}
          </button>
        </MenuButton>
      </div>
      {partner.fictional ? (
        <p className="conversation-header__fictional" role="note" data-testid="conversation-fictional-warning">
          {fictionalIcon ? <img src={fictionalIcon} alt="" width={14} height={14} /> : null}
          <span>{fictionalWarning}</span>
        </p>
      ) : null}
    </header>
  );
}
