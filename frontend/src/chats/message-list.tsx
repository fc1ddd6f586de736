import type { ChatMessage } from '@amoretto/shared';
import { Fragment, lazy, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../ui/use-locale-tag';
import { dayLabel } from './chat-time';
import { dayKey, readMarkerSeq } from './conversation-rules';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';
import { OnFirstOpen } from '../ui/on-first-open';

// Loaded when a photo is first opened.
const PhotoViewerModal = lazy(() => import('./photo-viewer-modal').then((module) => ({ default: module.PhotoViewerModal })));
import type { PendingMessage } from './use-conversation';

interface Props {
  viewerId: number;
  partnerName: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  partnerReadSeq: number | null;
  partnerTyping: boolean;
  hasEarlier: boolean;
  onEarlier: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Notes above the first message (history limit) and the empty-conversation offer. */
  before?: ReactNode;
}

/** The scrolling message area: day separators, bubbles left/right, read mark and typing line. */
export function MessageList(props: Props) {
  const { viewerId, partnerName, messages, pending, partnerReadSeq, partnerTyping } = props;
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [photo, setPhoto] = useState<{ src: string; alt: string } | null>(null);
  const readSeq = readMarkerSeq(messages, viewerId, partnerReadSeq);
  const words = { today: t('chat.today'), yesterday: t('chat.yesterday') };
  const lastOwnPending = pending.length > 0;

  // Follow new messages while the reader is at the bottom (or has just sent one); keep
  // the position when they scrolled up to read older ones. The scroll waits for the frame: its
  // callbacks run before the frame is drawn, so no frame shows the old position, and reading the
  // height there does not hold React's commit for the page's layout (the first one of a
  // conversation opened from a link is its longest).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !(atBottom.current || lastOwnPending)) return;
    const frame = requestAnimationFrame(() => {
      element.scrollTop = element.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [messages, pending, partnerTyping, lastOwnPending]);

  // The area shrinks when the footer grows (an alert, the phone keyboard) or the window
  // turns: whoever was at the bottom stays there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  let previousDay: string | null = null;
  return (
    <div
      ref={scroller}
      className="message-scroller"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
    >
      <div className="message-area">
        {props.hasEarlier ? (
          <div className="text-center my-2">
            <button className="btn btn-outline-secondary btn-sm" type="button" onClick={props.onEarlier} data-testid="messages-earlier">
              {t('chat.earlier')}
            </button>
          </div>
        ) : null}
        {props.before}
        {/* The live region wraps the list: role="log" on the <ol> itself would take away its list role and orphan its items. */}
        <div role="log" aria-live="polite" aria-label={t('chat.messages_label', { name: partnerName })}>
          <ol className="message-list list-unstyled" data-testid="message-list">
            {messages.map((message) => {
              const day = dayKey(message.created_at);
              const separator = day !== previousDay;
              previousDay = day;
              return (
                <Fragment key={message.seq}>
                  {separator ? (
                    <li className="message-day">
                      <span>{dayLabel(message.created_at, localeTag, words)}</span>
                    </li>
                  ) : null}
                  <MessageBubble
                    message={message}
                    own={message.sender_id === viewerId}
                    partnerName={partnerName}
                    read={message.seq === readSeq}
                    onOpenPhoto={(src, alt) => setPhoto({ src, alt })}
                  />
                </Fragment>
              );
            })}
            {pending.map((message) => (
              <PendingBubble
                key={message.client_id}
                message={message}
                onRetry={() => props.onRetry(message.client_id)}
                onDiscard={() => props.onDiscard(message.client_id)}
              />
            ))}
          </ol>
        </div>
        <p className={`message-typing${partnerTyping ? ' message-typing--on' : ''}`} aria-live="polite" data-testid="partner-typing">
          {partnerTyping ? t('chat.typing', { name: partnerName }) : ''}
        </p>
      </div>
      <OnFirstOpen open={photo !== null}>
        <PhotoViewerModal src={photo?.src ?? null} alt={photo?.alt ?? ''} onClose={() => setPhoto(null)} />
      </OnFirstOpen>
    </div>
  );
}
