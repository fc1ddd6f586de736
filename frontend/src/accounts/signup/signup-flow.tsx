import { useEffect, useRef } from 'react';
import { useAuth } from '../../auth/use-auth';
import { AboutStep } from './about-step';
import { AccountStep } from './account-step';
import { DetailsStep } from './details-step';
import { PhotoStep } from './photo-step';
import { PushStep } from './push-step';
import { SignupProgress } from './signup-progress';
import { SignupsClosed } from './signups-closed';
import { useSignupsOpen } from './use-signups-open';

interface Props {
  step: number;
  /** `replace`: the step left behind cannot be gone back to (the account exists now). */
  onStep: (step: number, options?: { replace?: boolean }) => void;
  /** After the last step: on to the matches teaser. */
  onFinish: () => void;
  /** The flow is left for another page (e.g. login); the modal closes. */
  onLeave?: () => void;
}

/** Signup steps 0–4 (docs/product.md#accounts), shared by the /signup page and the signup modal. */
export function SignupFlow({ step, onStep, onFinish, onLeave }: Props) {
  const { user } = useAuth();
  const open = useSignupsOpen();
  const container = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    container.current?.querySelector<HTMLElement>('.signup-step__title')?.focus();
  }, [step]);

  // Later steps need the account; without one the flow starts at the beginning.
  const current = user ? step : 0;
  const next = () => onStep(current + 1);
  const back = () => onStep(current - 1);

  return (
    <div className="signup-flow" ref={container} data-step={current}>
      <SignupProgress step={current} />
      <div className="signup-step">
        {current === 0 ? (
          open ? (
            <AccountStep onCreated={() => onStep(1, { replace: true })} onLeave={onLeave} />
          ) : (
            <SignupsClosed onLeave={onLeave} />
          )
        ) : null}
        {current === 1 && user ? <PhotoStep onDone={next} onSkip={next} /> : null}
        {current === 2 && user ? <DetailsStep user={user} onDone={next} onBack={back} onSkip={next} /> : null}
        {current === 3 && user ? <AboutStep user={user} onDone={next} onBack={back} onSkip={next} /> : null}
        {current === 4 && user ? <PushStep onDone={onFinish} onBack={back} /> : null}
      </div>
    </div>
  );
}
