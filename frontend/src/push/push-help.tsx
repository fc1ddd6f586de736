import { useTranslation } from 'react-i18next';
import type { PushProblem } from './push-state-rules';

const TEXT = {
  denied: 'push_ui.help_denied',
  unsupported: 'push_ui.help_unsupported',
  failed: 'push_ui.help_failed',
  unavailable: 'push_ui.help_unavailable',
} as const;

/** The member's way on from a push problem, in their language. */
export function PushHelp({ problem, className = '' }: { problem: PushProblem; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`push-help ${className}`} data-testid={`push-help-${problem}`}>
      {t(TEXT[problem])}
    </p>
  );
}
