import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/use-auth';
import { enablePush } from '../../push/push-browser';
import { useSettings } from '../../site-settings/use-settings';
import { pushCapable } from './push-support';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

/**
 * Step 4: explains push notifications. "Enable" appears only when this browser and site
 * can really deliver them; otherwise the member just goes on and can switch them on later.
 */
export function PushStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { push_public_key: publicKey } = useSettings();
  const { user } = useAuth();
  const [capable] = useState(() => pushCapable(publicKey));
  const alreadyDenied = capable && Notification.permission === 'denied';
  const enable = useMutation({
    // Through the push state, so the banner and the refresh know at once (docs/product.md#push).
    mutationFn: () => enablePush(publicKey ?? '', user?.id ?? null),
    onSuccess: (outcome) => {
      if (outcome === 'subscribed') onDone();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onDone();
  };

  const outcome = enable.data;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <StepHeading title={t('signup.push_title')} intro={t('signup.push_intro')} />
      <ul className="signup-push__list">
        <li>{t('signup.push_point_messages')}</li>
        <li>{t('signup.push_point_likes')}</li>
        <li>{t('signup.push_point_control')}</li>
      </ul>
      {!capable ? <Alert variant="light">{t('signup.push_unavailable')}</Alert> : null}
      {alreadyDenied || outcome === 'denied' ? <Alert variant="warning">{t('signup.push_denied')}</Alert> : null}
      {outcome === 'failed' ? <Alert variant="warning">{t('signup.push_failed')}</Alert> : null}
      {capable && !alreadyDenied && outcome !== 'denied' ? (
        <Button variant="primary" className="mb-3" disabled={enable.isPending} onClick={() => enable.mutate()}>
          {t('signup.push_enable')}
        </Button>
      ) : null}
      {/* With "enable" on offer, going on without it is the secondary choice. */}
      {capable ? (
        <StepActions onBack={onBack} onSkip={onDone} skipLabel={t('signup.push_later')} pending={enable.isPending} />
      ) : (
        <StepActions onBack={onBack} primaryLabel={t('signup.finish')} />
      )}
    </Form>
  );
}
