import type { User } from '@amoretto/shared';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { StepActions } from './step-actions';
import { useSaveProfile } from './use-save-profile';
import { StepHeading } from './step-heading';

const ABOUT_MAX_LENGTH = 2000;

/** Step 3: a free text about the member, with a character counter (PATCH /api/profile). */
export function AboutStep({ user, onDone, onBack, onSkip }: { user: User; onDone: () => void; onBack: () => void; onSkip: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(user.profile.about_me ?? '');
  const save = useSaveProfile(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') onSkip();
    else save.mutate({ about_me: text.trim() });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      <StepHeading title={t('signup.about_title')} intro={t('signup.about_intro')} />
      <ApiErrorAlert error={save.error} />
      <Form.Group className="mb-3" controlId="signup-about">
        <Form.Label>{t('signup.about_label')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={6}
          value={text}
          maxLength={ABOUT_MAX_LENGTH}
          placeholder={t('signup.about_placeholder')}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="signup-about-counter"
        />
        <Form.Text id="signup-about-counter" muted className="d-block text-end">
          {t('signup.about_counter', { used: text.length, max: ABOUT_MAX_LENGTH })}
        </Form.Text>
      </Form.Group>
      <StepActions onBack={onBack} onSkip={onSkip} primaryLabel={t('signup.continue')} pending={save.isPending} />
    </Form>
  );
}
