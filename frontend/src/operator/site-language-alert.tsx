import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';

/** An API error inside the English console: its message comes in the site's language, and says so. */
export function SiteLanguageAlert({ error }: { error: unknown }) {
  const { i18n } = useTranslation();
  return (
    <div lang={i18n.language}>
      <ApiErrorAlert error={error} />
    </div>
  );
}
