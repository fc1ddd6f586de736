import { useTranslation } from 'react-i18next';
import { StepIcon } from './step-icon';

const STEPS = [
  { icon: 'profile', title: 'home.step1_title', body: 'home.step1_body' },
  { icon: 'like', title: 'home.step2_title', body: 'home.step2_body' },
  { icon: 'chat', title: 'home.step3_title', body: 'home.step3_body' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section id="how-it-works" className="home-section" aria-labelledby="how-title">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__kicker">{t('home.how_kicker')}</p>
          <h2 id="how-title">{t('home.how_title')}</h2>
          <p className="section-heading__intro">{t('home.how_intro')}</p>
        </div>
        <ol className="row list-unstyled g-4 mb-0">
          {STEPS.map((step, index) => (
            <li className="col-md-4" key={step.icon}>
              <div className="step-card h-100">
                <div className="step-card__icon">
                  <StepIcon name={step.icon} />
                </div>
                <span className="step-card__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="h5">{t(step.title)}</h3>
                <p className="mb-0 text-body-secondary">{t(step.body)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
