import { ACCOUNT_DELETION_UNDO_DAYS } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { useFictionalPlural } from '../../site-settings/use-fictional-plural';
import { StepIcon, type StepIconName } from './step-icon';

export function SafetyPoints() {
  const { t } = useTranslation();
  const fictional = useFictionalPlural();
  const points: { icon: StepIconName; title: string; body: string }[] = [
    { icon: 'eye', title: t('home.safety_invisible_title'), body: t('home.safety_invisible_body') },
    { icon: 'block', title: t('home.safety_block_title'), body: t('home.safety_block_body') },
    {
      icon: 'mask',
      title: t('home.safety_fictional_title'),
      body: t('home.safety_fictional_body', { fictional }),
    },
    {
      icon: 'undo',
      title: t('home.safety_delete_title'),
      body: t('home.safety_delete_body', { days: ACCOUNT_DELETION_UNDO_DAYS }),
    },
  ];
  return (
    <section className="home-section home-section--tinted" aria-labelledby="safety-title">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__kicker">{t('home.safety_kicker')}</p>
          <h2 id="safety-title">{t('home.safety_title')}</h2>
          <p className="section-heading__intro">{t('home.safety_intro')}</p>
        </div>
        <div className="row g-4">
          {points.map((point) => (
            <div className="col-sm-6 col-lg-3" key={point.icon}>
              <div className="safety-point h-100">
                <div className="safety-point__icon">
                  <StepIcon name={point.icon} />
                </div>
                <div>
                  <h3 className="h6">{point.title}</h3>
                  <p className="mb-0 small text-body-secondary">{point.body}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
