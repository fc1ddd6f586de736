import { isLocale, type Locale } from '@amoretto/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { MenuButton } from '../ui/menu-button';

/** Lists the locales offered to this visitor, each in its own language. */
export function LanguageDropdown() {
  const { t } = useTranslation();
  const { locale, offered, setLocale } = useLocale();
  const [switching, setSwitching] = useState(false);

  const choose = (key: string) => {
    if (!isLocale(key) || key === locale) return;
    setSwitching(true);
    setLocale(key).finally(() => setSwitching(false));
  };

  return (
    <MenuButton
      id="language-dropdown"
      className="language-dropdown"
      toggleClassName="btn btn-outline-secondary btn-sm"
      toggleLabel={t('common.choose_language')}
      toggleContent={
        <>
          <GlobeIcon />
          <span className="ms-1 text-uppercase">{locale}</span>
        </>
      }
      disabled={switching}
      testId="language-dropdown"
    >
      {offered.map((code: Locale) => (
        <button
          key={code}
          type="button"
          className={`dropdown-item${code === locale ? ' active' : ''}`}
          aria-current={code === locale ? 'true' : undefined}
          lang={code}
          data-locale={code}
          onClick={() => choose(code)}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </MenuButton>
  );
}

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="align-text-bottom">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path
        d="M1.5 8h13M8 1.5c2 2 2.8 4.2 2.8 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.2 5.7 5.2 8S6 12.5 8 14.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
    </svg>
  );
}
