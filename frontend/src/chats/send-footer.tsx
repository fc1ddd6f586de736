import { Link } from '@tanstack/react-router';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../site-settings/use-settings';
import { messageLength } from './conversation-rules';

interface Props {
  partnerName: string;
  prices: { text: number; photo: number };
  /** False when the balance does not pay for a text message: the composer says so and offers the credits page instead of a send button. */
  affordable: boolean;
  credits: number;
  onSend: (text: string) => void;
  onPhoto: (file: File) => void;
  onGift: () => void;
  /** Keystrokes and stops for the typing indicator. */
  onTyped: () => void;
  onStopped: () => void;
}

/** The composer: text with a character counter against the site's limit, photo and gift buttons, prices on every button. */
export function SendFooter({ partnerName, prices, affordable, credits, onSend, onPhoto, onGift, onTyped, onStopped }: Props) {
  const { t } = useTranslation();
  const { message_length: max } = useSettings();
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();
  const length = messageLength(text);
  const over = length - max;
  const canSend = affordable && text.trim().length > 0 && over <= 0;

  // Grows with the text up to about six lines, then scrolls. Empty, it is the one line its rows
  // give it: measuring it then would lay out the whole page inside the render that mounts it.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = '';
    if (text === '') return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight + 2, 160)}px`;
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onStopped();
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an IME is composing) writes a line break.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="send-footer" onSubmit={submit} data-testid="send-footer">
      <div className="send-footer__inner">
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat.input_label', { name: partnerName })}
        </label>
        <textarea
          ref={textarea}
          id={inputId}
          className={`form-control send-footer__input${over > 0 ? ' is-invalid' : ''}`}
          rows={1}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-describedby={hintId}
          aria-invalid={over > 0 || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value) onTyped();
            else onStopped();
          }}
          onKeyDown={onKeyDown}
          onBlur={onStopped}
          data-testid="message-input"
        />
        <div className="send-footer__row">
          <div className="send-footer__tools">
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onPhoto(file);
              }}
              data-testid="photo-input"
            />
            <button
              className="btn btn-outline-secondary btn-sm"
              type="button"
              onClick={() => fileInput.current?.click()}
              aria-label={t('chat.send_photo', { price: prices.photo })}
              title={t('chat.send_photo', { price: prices.photo })}
              data-testid="send-photo"
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
                <path d="M15 12a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h1.17a2 2 0 0 0 1.42-.59l.82-.82A2 2 0 0 1 6.83 3h2.34a2 2 0 0 1 1.42.59l.82.82A2 2 0 0 0 12.83 5H14a1 1 0 0 1 1 1zM2 4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-1.17a1 1 0 0 1-.7-.29l-.83-.83A3 3 0 0 0 9.17 2H6.83a3 3 0 0 0-2.12.88l-.83.83a1 1 0 0 1-.7.29z" />
                <path d="M8 11a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5m0 1a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7" />
              </svg>
              <span className="send-footer__tool-price" aria-hidden="true">
                {prices.photo}
              </span>
            </button>
            <button
              className="btn btn-outline-secondary btn-sm"
              type="button"
              onClick={onGift}
              aria-label={t('chat.send_gift')}
              title={t('chat.send_gift')}
              data-testid="send-gift"
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
                <path d="M3 2.5a2.5 2.5 0 0 1 5-.5 2.5 2.5 0 0 1 5 .5v.006c0 .07 0 .27-.038.494H15a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1v7.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 1 14.5V7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h2.038A3 3 0 0 1 3 2.506zm1.068.5H7v-.5a1.5 1.5 0 1 0-3 0c0 .085.002.274.045.43zM9 3h2.932l.023-.07c.043-.156.045-.345.045-.43a1.5 1.5 0 0 0-3 0zM1 4v2h6V4zm8 0v2h6V4zm5 3H9v8h4.5a.5.5 0 0 0 .5-.5zm-7 8V7H2v7.5a.5.5 0 0 0 .5.5z" />
              </svg>
            </button>
            <span className={`send-footer__counter${over > 0 ? ' text-danger' : ''}`} data-testid="message-counter">
              <span aria-hidden="true">
                {length}/{max}
              </span>
              <span className="visually-hidden">{t('chat.counter', { count: length, max })}</span>
            </span>
          </div>
          {affordable ? (
            <button className="btn btn-primary send-footer__send" type="submit" disabled={!canSend} data-testid="send-message">
              {t('chat.send_price', { price: prices.text })}
            </button>
          ) : (
            <Link to="/credits" className="btn btn-primary send-footer__send" data-testid="send-footer-buy-credits">
              {t('chat.buy_credits')}
            </Link>
          )}
        </div>
        <p
          id={hintId}
          className={`send-footer__hint${over > 0 ? ' text-danger' : affordable ? '' : ' send-footer__hint--credits'}`}
          aria-live="polite"
          data-testid="send-footer-hint"
        >
          {over > 0
            ? t('chat.too_long', { over })
            : affordable
              ? t('chat.enter_hint')
              : t('chat.credits_short', { price: prices.text, credits })}
        </p>
      </div>
    </form>
  );
}
