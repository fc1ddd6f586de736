import { isLocale, type Locale } from '@amoretto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '../api/accounts-api';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/use-auth';
import { useLocale } from '../i18n/use-locale';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { usePageTitle } from '../layout/use-page-title';
import { langConfigReturn } from './lang-config-rules';

/**
 * /lang-config (docs/product.md#lang-config): the site's languages for this visitor, each named in
 * itself; saving stores the choice in the locale cookie (and on a member's account, before leaving:
 * going back may load another document, which would cut the top bar's own sync short) and goes back
 * to where the visitor came from.
 */
export function LangConfigPage({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { locale, offered, setLocale } = useLocale();
  const [chosen, setChosen] = useState<Locale>(locale);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  usePageTitle(t('lang_config.title'));

  const goBack = () => {
    const target = langConfigReturn(redirect);
    if (target) router.history.push(target);
    else if (window.history.length > 1) router.history.back();
    else router.history.push('/');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      if (user && user.language !== chosen) queryClient.setQueryData(queryKeys.user, await storeLanguage(chosen));
      if (chosen !== locale) await setLocale(chosen);
      goBack();
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '34rem' }}>
      <h1 className="h3 mb-3">{t('lang_config.title')}</h1>
      {offered.length > 1 ? (
        <form onSubmit={submit} data-testid="lang-config-form">
          <ApiErrorAlert error={error} />
          <fieldset>
            <legend className="fs-6 mb-3">{t('lang_config.intro')}</legend>
            <div className="mb-4 border rounded">
              {offered.map((code, index) => (
                <label key={code} className={`d-flex align-items-center gap-2 px-3 py-2${index > 0 ? ' border-top' : ''}`} lang={code}>
                  <input
                    className="form-check-input m-0"
                    type="radio"
                    name="language"
                    value={code}
                    checked={chosen === code}
                    onChange={(event) => isLocale(event.target.value) && setChosen(event.target.value)}
                    data-testid={`lang-config-${code}`}
                  />
                  {t(`language.${code}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={saving} data-testid="lang-config-save">
              {t('lang_config.save')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={goBack}>
              {t('lang_config.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p data-testid="lang-config-only-one">{t('lang_config.only_one', { language: t(`language.${locale}`) })}</p>
          <button type="button" className="btn btn-outline-secondary" onClick={goBack}>
            {t('lang_config.cancel')}
          </button>
        </>
      )}
    </div>
  );
}
