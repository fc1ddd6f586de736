import { MINIMUM_AGE } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { useFictionalPlural } from '../site-settings/use-fictional-plural';
import { useSettings } from '../site-settings/use-settings';

/** Adults-only notice plus the fictional-profiles disclosure required on every default page. */
export function Disclaimer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const fictional = useFictionalPlural();
  return (
    <div className="disclaimer" role="note" aria-label={t('disclaimer.label')}>
      <span className="disclaimer__age" aria-hidden="true">
        {MINIMUM_AGE}+
      </span>
      <p className="mb-0">
        {t('disclaimer.adults_only', { age: MINIMUM_AGE })}{' '}
        <img src={settings.fictional_icon || '/img/fictional.svg'} alt="" width={16} height={16} className="disclaimer__icon" />{' '}
        {t('disclaimer.fictional', { fictional })}
      </p>
    </div>
  );
}
