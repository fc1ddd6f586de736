import { useEffect, useMemo, useRef, useState } from 'react';
import { useRealtime } from '../realtime/use-realtime';
import { useServerEvent } from '../realtime/use-server-event';
import { TypingThrottle } from './typing-throttle';

/** A partner's "typing" that was never followed by "stopped" fades after this. */
const SHOWN_MS = 6_000;

/**
 * The typing indicator both ways for one conversation: `typed()` on every keystroke,
 * `stopped()` on send and blur; `partnerTyping` from the partner's `typing.changed`.
 */
export function useTyping(conversationId: number | null, partnerId: number) {
  const { emit } = useRealtime();
  const [partnerTyping, setPartnerTyping] = useState(false);
  const fade = useRef<ReturnType<typeof setTimeout>>(undefined);

  const throttle = useMemo(
    () => (conversationId === null ? null : new TypingThrottle((typing) => emit('typing', { conversation_id: conversationId, typing }))),
    [conversationId, emit],
  );
  // Leaving the conversation counts as stopping.
  useEffect(() => () => throttle?.stopped(), [throttle]);

  useServerEvent('typing.changed', ({ conversation, profile_id, typing }) => {
    if (conversation.id !== conversationId || profile_id !== partnerId) return;
    clearTimeout(fade.current);
    setPartnerTyping(typing);
    if (typing) fade.current = setTimeout(() => setPartnerTyping(false), SHOWN_MS);
  });
  useEffect(() => () => clearTimeout(fade.current), []);

  return {
    partnerTyping,
    typed: () => throttle?.typed(),
    stopped: () => throttle?.stopped(),
  };
}
