import { badgeText } from './counter-rules';
import './counters.scss';

/**
 * A menu badge: capped at 99+ on screen, while `label` (the full count in words) is what
 * screen readers hear. Nothing at all when the count is 0.
 */
export function CountBadge({
  count,
  label,
  variant,
  testId,
}: {
  count: number;
  label: string;
  variant: 'unread' | 'primary';
  testId: string;
}) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={`count-badge badge rounded-pill bg-${variant}`} data-testid={testId} data-count={count}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
