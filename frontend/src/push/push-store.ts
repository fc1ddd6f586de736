import { useSyncExternalStore } from 'react';
import { INITIAL_PUSH_STATE, nextPushState, type PushState, type PushStateEvent } from './push-state-rules';

// One push state per page (docs/product.md#push): the banner, the settings switch and the
// periodic refresh read it; push-browser.ts, loaded after the first paint, feeds it. Kept this
// small because the layouts' banners import it into the first page's bundle.
let state: PushState = INITIAL_PUSH_STATE;
const listeners = new Set<() => void>();

export const currentPushState = (): PushState => state;

export function dispatchPush(event: PushStateEvent): void {
  const next = nextPushState(state, event);
  if (next.capable === state.capable && next.status === state.status) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function listen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushState(): PushState {
  return useSyncExternalStore(listen, currentPushState, () => INITIAL_PUSH_STATE);
}
