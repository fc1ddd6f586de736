import { CountersSync } from '../counters/counters-sync';
import { TimeBonusModalHost } from '../payments/time-bonus-modal-host';

/**
 * What runs for a logged-in member on every page without being part of its first paint: the
 * badge counters with their live updates and periodic refresh, and the time-bonus modal, which
 * can appear over every layout of the members area. Loaded after the page has drawn.
 */
export function MemberServices() {
  return (
    <>
      <CountersSync />
      <TimeBonusModalHost />
    </>
  );
}
