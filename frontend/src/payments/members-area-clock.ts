import type { RouterHistory } from '@tanstack/react-router';
import { nextEnteredAreaAt } from './time-bonus-rules';

let enteredAt: number | null = null;

/**
 * Follows the address from boot and keeps when the member entered the members area (moving
 * between its pages keeps the first moment, leaving forgets it). The time-bonus modal comes 40 s
 * after that moment; its own code loads after the first paint, which must not restart the count.
 */
export function followMembersArea(history: RouterHistory): () => void {
  const update = () => {
    enteredAt = nextEnteredAreaAt(enteredAt, history.location.pathname, Date.now());
  };
  update();
  return history.subscribe(update);
}

/** When the member entered the members area, or null while outside it. */
export const membersAreaEnteredAt = (): number | null => enteredAt;
