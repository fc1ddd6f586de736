import type { SignupDto, User } from '@amoretto/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { AccountStep } from '../accounts/signup/account-step';
import { SignupsClosed } from '../accounts/signup/signups-closed';
import { useSignupsOpen } from '../accounts/signup/use-signups-open';
import { CampaignProgress } from './campaign-progress';
import { failedStep, hasStarted, isComplete } from './campaign-steps';
import { useCampaignRun } from './use-campaign-run';

/** Long enough to see all four steps done before the member page opens. */
const FINISH_DELAY_MS = 2500;

interface Props {
  memberId: number;
  name: string;
  onFinish: () => void;
  /** The member's card, shown above the form. */
  children: ReactNode;
}

/** The card, the form until the account exists, then the steps. */
export function CampaignFlow({ memberId, name, onFinish, children }: Props) {
  const { t } = useTranslation();
  const open = useSignupsOpen();
  const { state, run } = useCampaignRun(memberId);
  const [email, setEmail] = useState('');
  const formBox = useRef<HTMLDivElement>(null);
  const complete = isComplete(state);

  useEffect(() => {
    if (!complete) return;
    const timer = window.setTimeout(onFinish, FINISH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [complete, onFinish]);

  // Steps 1 and 2 answer the form (so its fields show the signup's errors); 3 and 4 follow.
  const submit = async (body: SignupDto): Promise<User> => {
    setEmail(body.email);
    const after = await run({ body: { ...body, signup_flow: 'api' }, last: 'create_account' });
    if (failedStep(after) || !after.account) throw after.error;
    return after.account.user;
  };

  // Before the account exists a retry goes through the form again, with its checks.
  const retry = () => {
    if (state.account) void run();
    else formBox.current?.querySelector('form')?.requestSubmit();
  };

  if (!open && !state.account) return <SignupsClosed />;
  return (
    <div className="campaign-flow">
      {children}
      {state.account ? null : (
        <div ref={formBox}>
          {name ? <p className="campaign-flow__intro">{t('campaign.intro', { name })}</p> : null}
          <AccountStep submit={submit} errorAlert={false} onCreated={() => void run()} />
        </div>
      )}
      {hasStarted(state) ? <CampaignProgress state={state} email={email} onRetry={retry} /> : null}
      {complete ? (
        <div className="campaign-flow__done" role="status">
          <p className="mb-2">{t('campaign.done', { name })}</p>
          <Button variant="primary" onClick={onFinish} data-testid="campaign-continue">
            {t('campaign.continue', { name })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
