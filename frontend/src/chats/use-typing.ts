import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime } from '../realtime/use-realtime';
import { useServerEvent } from '../realtime/use-server-event';

/** `typing: true` is repeated at most this often while keys are pressed. */
const REPEAT_MS = 3_000;
/** No key for this long: the member stopped typing. */
const IDLE_MS = 5_000;
/** A partner's "typing" that was never followed by "stopped" fades after this. */
const SHOWN_MS = 6_000;

/**
 * The typing indicator both ways for one conversation: `typed()` on every keystroke,
 * `stopped()` on send and blur; `partnerTyping` from the partner's `typing.changed`.
 */
export function useTyping(conversationId: number | null, partnerId: number) {
  const { emit } = useRealtime();
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [partnerTyping, setPartnerTyping] = useState(false);
  const fade = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idle.current);
    if (lastSent.current === 0 || conversationId === null) return;
    lastSent.current = 0;
    emit('typing', { conversation_id: conversationId, typing: false });
  }, [conversationId, emit]);

  const typed = useCallback(() => {
    if (conversationId === null) return;
    const now = Date.now();
    if (now - lastSent.current >= REPEAT_MS) {
      lastSent.current = now;
      emit('typing', { conversation_id: conversationId, typing: true });
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopped, IDLE_MS);
  }, [conversationId, emit, stopped]);

  useServerEvent('typing.changed', ({ conversation, profile_id, typing }) => {
    if (conversation.id !== conversationId || profile_id !== partnerId) return;
    clearTimeout(fade.current);
    setPartnerTyping(typing);
    if (typing) fade.current = setTimeout(() => setPartnerTyping(false), SHOWN_MS);
  });

  // Leaving the conversation counts as stopping.
  useEffect(() => () => stopped(), [stopped]);
  useEffect(() => () => clearTimeout(fade.current), []);

  return { partnerTyping, clearPartnerTyping: () => setPartnerTyping(false), typed, stopped };
}
