import { useSyncExternalStore } from 'react';
import { openingPage } from './opening-page-drawn';

// React's store subscription; the callback runs once, when the opening page is drawn.
const subscribe = (onDrawn: () => void) => openingPage.afterDrawn(onDrawn);

/** Whether the visit's opening page has been drawn (opening-page-drawn.ts); re-renders once it is. */
export function useOpeningPageDrawn(): boolean {
  return useSyncExternalStore(subscribe, openingPage.drawn);
}
