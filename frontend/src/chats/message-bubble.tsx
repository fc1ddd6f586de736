import type { ChatMessage } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../ui/use-locale-tag';
import { useSettings } from '../site-settings/use-settings';
import { clockTime } from './chat-time';

interface Props {
  message: ChatMessage;
  own: boolean;
  partnerName: string;
  /** Shown under the viewer's last message the partner has read. */
  read: boolean;
  onOpenPhoto: (src: string, alt: string) => void;
}

/** One stored message: text, a photo thumbnail that opens the full image, or a gift. */
export function MessageBubble({ message, own, partnerName, read, onOpenPhoto }: Props) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const { cdn_prefix: cdnPrefix } = useSettings();
  const photoAlt = own ? t('chat.own_photo_alt') : t('chat.photo_alt', { name: partnerName });
  return (
    <li className={`message message--${own ? 'own' : 'partner'} message--${message.kind}`} data-testid="message" data-seq={message.seq}>
      <div className="message__bubble">
        {message.kind === 'photo' && message.photo ? (
          <button
            type="button"
            className="message__photo"
            onClick={() => onOpenPhoto(`${cdnPrefix}/${message.photo!.filename}`, photoAlt)}
            aria-label={`${photoAlt} – ${t('chat.open_photo')}`}
          >
            <img src={`${cdnPrefix}/${message.photo.thumb_filename}`} alt={photoAlt} loading="lazy" />
          </button>
        ) : message.kind === 'gift' && message.gift_id ? (
          <figure className="message__gift">
            <img src={`/gifts/${message.gift_id}.svg`} alt="" width={96} height={96} />
            <figcaption>{t('chat.gift_sent', { gift: t(`gifts.${message.gift_id}`) })}</figcaption>
          </figure>
        ) : (
          <p className="message__text">{message.body}</p>
        )}
      </div>
      <div className="message__meta">
        <time dateTime={message.created_at}>{clockTime(message.created_at, localeTag)}</time>
        {read ? (
          <span className="message__read" data-testid="message-read">
            {' · '}
            {t('chat.read')}
          </span>
        ) : null}
      </div>
    </li>
  );
}
