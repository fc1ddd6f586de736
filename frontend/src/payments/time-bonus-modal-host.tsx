import { TIME_BONUS_MODAL_DELAY_MS } from '@amoretto/shared';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { dismissTimeBonusModal, isTimeBonusModalDismissed } from './time-bonus-dismissal';
import { membersAreaEnteredAt } from './members-area-clock';
import { timeBonusModalDue } from './time-bonus-rules';
import { useTimeBonus } from './use-time-bonus';

// Loaded when the modal is due: most page loads never show it.
const TimeBonusModal = lazy(() => import('./time-bonus-modal').then((module) => ({ default: module.TimeBonusModal })));

function dismissedBefore(userId: number): boolean {
  try {
    return isTimeBonusModalDismissed(window.localStorage, userId);
  } catch {
    return false;
  }
}

/**
 * Mounted with the member's services (layout/member-services.tsx), so the time bonus is loaded
 * whenever a member is logged in (app start and login) and the modal can appear over every
 * layout of the members area.
 */
export function TimeBonusModalHost() {
  const { user } = useAuth();
  const { bonus, secondsLeft } = useTimeBonus();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [now, setNow] = useState(() => Date.now());
  // Per member id, so a second account in this browser gets its own modal.
  const [dismissedFor, setDismissedFor] = useState<number[]>([]);

  // Read on every render: the address (and so this moment) changes before this renders the new page.
  const enteredAreaAt = membersAreaEnteredAt();

  // Wake up when the 40 s are over; the countdown's own tick keeps `now` current after that.
  useEffect(() => {
    if (enteredAreaAt === null || bonus === null) return;
    const wait = enteredAreaAt + TIME_BONUS_MODAL_DELAY_MS - Date.now();
    if (wait <= 0) {
      setNow(Date.now());
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [enteredAreaAt, bonus]);

  if (!user || !bonus) return null;
  const due = timeBonusModalDue({
    loggedIn: true,
    credits: user.credits,
    bonusVisible: secondsLeft > 0,
    dismissed: dismissedFor.includes(user.id) || dismissedBefore(user.id),
    pathname,
    enteredAreaAt,
    now,
  });
  if (!due) return null;

  const dismiss = () => {
    try {
      dismissTimeBonusModal(window.localStorage, user.id, Date.now());
    } catch {
      // Not stored: closed for this page load only.
    }
    setDismissedFor((ids) => [...ids, user.id]);
  };
  return (
    <Suspense fallback={null}>
      <TimeBonusModal percentage={bonus.percentage} secondsLeft={secondsLeft} onDismiss={dismiss} />
    </Suspense>
  );
}
