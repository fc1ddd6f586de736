import type { SwipeAction } from '@amoretto/shared';
import { useRef, useState, type PointerEvent } from 'react';
import { swipeDecision } from './swipe-gesture-rules';

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
}

/**
 * A horizontal drag of the card with pointer events (mouse, touch and pen alike): `dx` follows the
 * pointer, and letting go past the threshold calls `onSwipe`. Vertical scrolling stays with the
 * page (the card sets `touch-action: pan-y`).
 */
export function useSwipeGesture(onSwipe: (action: SwipeAction) => void, disabled: boolean) {
  const drag = useRef<Drag | null>(null);
  const [dx, setDx] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // Links and buttons on the card keep their own clicks.
    if ((event.target as HTMLElement).closest('a, button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, width: event.currentTarget.offsetWidth };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDx(event.clientX - drag.current.startX);
  };

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    const action = cancelled ? null : swipeDecision(event.clientX - current.startX, current.width);
    setDx(0);
    if (action) onSwipe(action);
  };

  return {
    dx,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
