import { lazy } from 'react';
import { Deferred } from '../ui/deferred';

// The likes' live updates and their modal are never part of the first paint.
const MatchModalHost = lazy(() => import('./match-modal-host').then((module) => ({ default: module.MatchModalHost })));

/** "New like!" and match modals for layouts of the members area, loaded after the page has drawn. */
export function DeferredMatchModalHost() {
  return (
    <Deferred until="paint">
      <MatchModalHost />
    </Deferred>
  );
}
