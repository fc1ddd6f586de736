import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { SignupErrorAlert } from '../accounts/signup/signup-error-alert';
import { CAMPAIGN_STEPS, failedStep, type CampaignState, type CampaignStep, type StepStatus } from './campaign-steps';

interface Props {
  state: CampaignState;
  /** The address the account was (to be) created with. */
  email: string;
  onRetry: () => void;
}

const MARK: Record<StepStatus, string> = { pending: '', active: '', done: '✓', failed: '!' };

/** The four steps as they really run, each with its state; a failed one offers to go on from there. */
export function CampaignProgress({ state, email, onRetry }: Props) {
  const { t } = useTranslation();
  const failed = failedStep(state);

  const detail = (step: CampaignStep): string | null => {
    if (state.statuses[step] !== 'done') return null;
    if (step === 'find_matches' && state.matches !== null) return t('campaign.matches_found', { count: state.matches });
    if (step === 'send_mail') return t('campaign.mail_sent', { email: state.account?.user.email ?? email });
    return null;
  };

  return (
    <section className="campaign-progress" aria-labelledby="campaign-progress-title" data-testid="campaign-progress">
      <h2 id="campaign-progress-title" className="campaign-progress__title">
        {t('campaign.progress_label')}
      </h2>
      <ol className="campaign-progress__steps" aria-live="polite">
        {CAMPAIGN_STEPS.map((step, index) => {
          const status = state.statuses[step];
          const extra = detail(step);
          return (
            <li
              key={step}
              className={`campaign-step is-${status}`}
              data-testid={`campaign-step-${step}`}
              data-status={status}
              aria-current={status === 'active' ? 'step' : undefined}
            >
              <span className="campaign-step__mark" aria-hidden="true">
                {status === 'active' ? <Spinner animation="border" size="sm" /> : MARK[status] || index + 1}
              </span>
              <span className="campaign-step__text">
                <span className="campaign-step__label">{t(`campaign.step_${step}`)}</span>
                {extra ? <span className="campaign-step__detail">{extra}</span> : null}
              </span>
              <span className="campaign-step__status">{t(`campaign.status_${status}`)}</span>
            </li>
          );
        })}
      </ol>
      {failed ? (
        <div className="campaign-progress__failure">
          {failed === 'create_account' ? <SignupErrorAlert error={state.error} email={email} /> : <ApiErrorAlert error={state.error} />}
          {failed === 'create_account' ? <p className="small text-secondary">{t('campaign.retry_form')}</p> : null}
          <Button variant="primary" onClick={onRetry} data-testid="campaign-retry">
            {t('campaign.retry')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
