import { useMemberLeftUpdates } from '../accounts/deletion/use-member-left-updates';
import { CountersSync } from '../counters/counters-sync';
import { TimeBonusModalHost } from '../payments/time-bonus-modal-host';
import { PushWatch } from '../push/push-watch';

/**
 * What runs for a logged-in member on every page without being part of its first paint: the
 * badge counters with their live updates and periodic refresh, members who leave dropped from
 * every cached list, the time-bonus modal, which can appear over every layout of the members
 * area, and push detection (docs/product.md#push). Loaded after the first paint: live updates start with the page.
 */
export function MemberServices() {
  useMemberLeftUpdates();
  return (
    <>
      <CountersSync />
      <TimeBonusModalHost />
      <PushWatch />
    </>
  );
}
