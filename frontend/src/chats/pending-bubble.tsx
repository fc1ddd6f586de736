import { useTranslation } from 'react-i18next';
import type { PendingMessage } from './use-conversation';

interface Props {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}

/** The viewer's message before the server stored it: "sending", or "not sent" with retry. */
export function PendingBubble({ message, onRetry, onDiscard }: Props) {
  const { t } = useTranslation();
  const { outgoing } = message;
  const failed = message.status === 'failed';
  return (
    <li
      className={`message message--own message--${outgoing.kind} message--pending${failed ? ' message--failed' : ''}`}
      data-testid="pending-message"
      data-status={message.status}
    >
      <div className="message__bubble">
        {outgoing.kind === 'text' ? (
          <p className="message__text">{outgoing.body}</p>
        ) : outgoing.kind === 'gift' ? (
          <figure className="message__gift">
            <img src={`/gifts/${outgoing.gift_id}.svg`} alt="" width={96} height={96} />
            <figcaption>{t('chat.gift_sent', { gift: t(`gifts.${outgoing.gift_id}`) })}</figcaption>
          </figure>
        ) : message.preview ? (
          <span className="message__photo">
            <img src={message.preview} alt={t('chat.own_photo_alt')} />
          </span>
        ) : null}
      </div>
      <div className="message__meta" role={failed ? 'alert' : 'status'}>
        {failed ? (
          <>
            <span className="text-danger">{t('chat.not_sent')}</span>{' '}
            <button className="btn btn-link btn-sm p-0 align-baseline" type="button" onClick={onRetry} data-testid="pending-retry">
              {t('chat.retry')}
            </button>
            {' · '}
            <button className="btn btn-link btn-sm p-0 align-baseline text-body-secondary" type="button" onClick={onDiscard}>
              {t('chat.discard')}
            </button>
          </>
        ) : (
          <span>{t('chat.sending')}</span>
        )}
      </div>
    </li>
  );
}
