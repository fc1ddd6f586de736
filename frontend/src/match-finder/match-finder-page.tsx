import { answerMatchFinder, matchFinderBack, matchFinderQuery, matchFinderStep, type MatchFinderAnswers } from '@amoretto/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';
import { MatchFinderResults } from './match-finder-results';
import { MatchFinderStep } from './match-finder-step';
import './match-finder.scss';

/** /match-finder (docs/product.md#match-finder): age group, appearance and background as steps, then the members found. */
export function MatchFinderPage() {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<MatchFinderAnswers>({});
  usePageTitle(t('match_finder.title'));
  // What was answered before going back: the step shows it marked again.
  const [before, setBefore] = useState<MatchFinderAnswers>({});
  const back = () => {
    setBefore(answers);
    setAnswers(matchFinderBack(answers));
  };
  const step = matchFinderStep(answers);
  const query = matchFinderQuery(answers);

  return (
    <div className="match-finder container">
      <header className="match-finder__header">
        <h1 className="h3 mb-1">{t('match_finder.title')}</h1>
        <p className="text-body-secondary mb-0">{t('match_finder.intro')}</p>
      </header>
      {step === 'results' && query ? (
        <MatchFinderResults
          query={query}
          onBack={back}
          onRestart={() => {
            setBefore({});
            setAnswers({});
          }}
        />
      ) : step !== 'results' ? (
        <MatchFinderStep
          key={step}
          step={step}
          answers={{ ...before, ...answers }}
          onAnswer={(answered, value) => setAnswers((current) => answerMatchFinder(current, answered, value))}
          onBack={back}
        />
      ) : null}
    </div>
  );
}
