import type { Interest } from '@amoretto/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  interests: readonly Interest[];
  selected: readonly Interest[];
  onChange: (selected: Interest[]) => void;
  error?: string | null;
  help?: ReactNode;
}

/** Interests as toggle chips: each a button that is pressed or not. */
export function InterestChips({ interests, selected, onChange, error, help }: Props) {
  const { t } = useTranslation();
  const toggle = (interest: Interest) =>
    onChange(selected.includes(interest) ? selected.filter((i) => i !== interest) : [...selected, interest]);
  const describedBy = ['profile-interests-help', error ? 'profile-interests-error' : null].filter(Boolean).join(' ');

  return (
    <fieldset className="mb-3" aria-describedby={describedBy} data-testid="profile-interests">
      <legend className="form-label fs-6 mb-1">{t('profile.interests')}</legend>
      <p id="profile-interests-help" className="form-text mt-0 mb-2">
        {t('profile.interests_hint', { selected: selected.length })}
        {help ? <> {help}</> : null}
      </p>
      <div className={`interest-chips${error ? ' is-invalid' : ''}`}>
        {interests.map((interest) => {
          const on = selected.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              className={`interest-chip${on ? ' interest-chip--on' : ''}`}
              aria-pressed={on}
              onClick={() => toggle(interest)}
            >
              {on ? (
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path
                    d="M3 8.5 6.5 12 13 4.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
              {t(`vocab.interests.${interest}`)}
            </button>
          );
        })}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id="profile-interests-error">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
