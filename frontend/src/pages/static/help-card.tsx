import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../site-settings/use-settings';

/** Next to the FAQ: where to go when the answer isn't there. */
export function HelpCard() {
  const { t } = useTranslation();
  const { support_email } = useSettings();
  return (
    <aside className="help-card" aria-labelledby="help-card-title">
      <h2 id="help-card-title" className="h5">
        {t('common.help_title')}
      </h2>
      <p className="text-body-secondary">{t('common.help_body')}</p>
      <a className="btn btn-primary w-100" href={`mailto:${support_email}`}>
        {t('footer.support')}
      </a>
      <Link to="/pages/$page" params={{ page: 'service' }} className="btn btn-link w-100 mt-2">
        {t('footer.service')}
      </Link>
    </aside>
  );
}
