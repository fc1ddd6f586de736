import { useTranslation } from 'react-i18next';
import { SIGNUP_STEPS } from './signup-steps';

/** Where the member is in the five steps; the current label is spoken, the dots are visual. */
export function SignupProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <nav className="signup-progress" aria-label={t('signup.progress_label')}>
      <p className="signup-progress__text" aria-live="polite">
        {t('signup.progress', { current: step + 1, total: SIGNUP_STEPS.length })}
        <span className="signup-progress__current" aria-hidden="true">
          {' · '}
          {t(`signup.step_${SIGNUP_STEPS[step] ?? 'account'}`)}
        </span>
      </p>
      <ol className="signup-progress__steps">
        {SIGNUP_STEPS.map((name, index) => (
          <li
            key={name}
            className={`signup-progress__step${index < step ? ' is-done' : ''}${index === step ? ' is-current' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="signup-progress__dot" aria-hidden="true">
              {index < step ? '✓' : index + 1}
            </span>
            <span className="signup-progress__label">{t(`signup.step_${name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
