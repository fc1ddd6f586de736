import type { ChatMessage } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';

/** One line for the list: the text, or "Photo"/"Gift: Rose", prefixed "You:" for the viewer's own. */
export function MessagePreview({ message, viewerId }: { message: ChatMessage; viewerId: number }) {
  const { t } = useTranslation();
  const text =
    message.kind === 'photo'
      ? t('chat.preview_photo')
      : message.kind === 'gift' && message.gift_id
        ? t('chat.gift_sent', { gift: t(`gifts.${message.gift_id}`) })
        : message.body;
  return <>{message.sender_id === viewerId ? t('chat.preview_own', { text }) : text}</>;
}
