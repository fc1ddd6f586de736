import { MATCH_FINDER_CHOICES, MATCH_FINDER_STEPS, type MatchFinderAnswers, type MatchFinderStep as Step } from '@amoretto/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Each choice's label (keys spelled out so the catalog's types check them). */
const CHOICE_LABELS = {
  '18-35': 'match_finder.choice_age_group_18_35',
  '35+': 'match_finder.choice_age_group_35_',
  normal: 'match_finder.choice_appearance_normal',
  sexy: 'match_finder.choice_appearance_sexy',
  any: 'match_finder.choice_race_any',
  white: 'match_finder.choice_race_white',
  other: 'match_finder.choice_race_other',
} as const;

interface Props {
  step: Step;
  answers: MatchFinderAnswers;
  onAnswer: (step: Step, value: string) => void;
  onBack: () => void;
}

/** One question of the match finder: its choices as large buttons, the current answer marked. */
export function MatchFinderStep({ step, answers, onAnswer, onBack }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = MATCH_FINDER_STEPS.indexOf(step);

  // Keyboard and screen reader users land on the new question, not at the top of the page.
  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);

  return (
    <section className="match-finder-step card" data-testid={`match-finder-step-${step}`} aria-labelledby="match-finder-question">
      <div className="card-body">
        <p className="match-finder-step__count small text-body-secondary mb-1">
          {t('match_finder.step_of', { step: index + 1, total: MATCH_FINDER_STEPS.length })}
        </p>
        <h2 className="h4" id="match-finder-question" ref={heading} tabIndex={-1}>
          {t(`match_finder.question_${step}`)}
        </h2>
        {step !== 'age_group' ? <p className="match-finder-step__note">{t(`match_finder.note_${step}`)}</p> : null}
        <div className="match-finder-step__choices">
          {MATCH_FINDER_CHOICES[step].map((value) => (
            <button
              key={value}
              type="button"
              className={`btn btn-lg ${answers[step] === value ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={answers[step] === value}
              onClick={() => onAnswer(step, value)}
            >
              {t(CHOICE_LABELS[value])}
            </button>
          ))}
        </div>
        {index > 0 ? (
          <button type="button" className="btn btn-link px-0 mt-3" onClick={onBack}>
            {t('match_finder.back')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
