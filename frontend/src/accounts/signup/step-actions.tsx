import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

interface Props {
  onBack?: () => void;
  onSkip?: () => void;
  skipLabel?: string;
  /** The primary button submits the step's form; omitted when the step has nothing to submit. */
  primaryLabel?: string;
  pending?: boolean;
  primaryDisabled?: boolean;
}

/** Back on the left, skip and continue on the right; stacked on narrow phones. */
export function StepActions({ onBack, onSkip, skipLabel, primaryLabel, pending = false, primaryDisabled = false }: Props) {
  const { t } = useTranslation();
  return (
    <div className="signup-step__actions">
      {onBack ? (
        <Button variant="link" className="signup-step__back" onClick={onBack} disabled={pending}>
          <span aria-hidden="true">←</span> {t('signup.back')}
        </Button>
      ) : (
        <span />
      )}
      <div className="signup-step__forward">
        {onSkip ? (
          <Button variant="outline-secondary" onClick={onSkip} disabled={pending} data-testid="signup-skip">
            {skipLabel ?? t('signup.skip')}
          </Button>
        ) : null}
        {primaryLabel ? (
          <Button type="submit" variant="primary" disabled={pending || primaryDisabled} data-testid="signup-continue">
            {pending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {primaryLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
