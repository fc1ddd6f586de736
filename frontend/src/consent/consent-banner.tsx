import { CONSENT_CATEGORIES, type ConsentCategory } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wholeCatalog } from '../i18n/i18n';
import { ALL_ALLOWED, NECESSARY_ONLY, withdrawsLoaded, type Consent } from './consent-rules';
import { currentConsent, saveConsent } from './consent-store';
import { loadedTags } from './tag-loader';
import './consent-banner.scss';

/**
 * The cookie-consent banner (docs/product.md#consent): a bar at the bottom edge, not a dialog, so
 * the page stays usable and reachable by scrolling; "necessary only" is as easy as "accept all".
 * Opened again from /pages/cookies it shows the categories with the current choice and takes the focus.
 */
export function ConsentBanner({ reopened }: { reopened: boolean }) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(reopened);
  const [choice, setChoice] = useState<Consent>(currentConsent() ?? NECESSARY_ONLY);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (reopened) title.current?.focus();
  }, [reopened]);

  const save = (next: Consent) => {
    const before = currentConsent();
    saveConsent(next);
    // A script already running cannot be taken back: the page starts again without it.
    if (withdrawsLoaded(before, next, loadedTags())) window.location.reload();
  };
  const toggle = (category: ConsentCategory) => setChoice((value) => ({ ...value, [category]: !value[category] }));

  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title" data-testid="consent-banner">
      <div className="container consent-banner__inner">
        <div className="consent-banner__body">
          <h2 id="consent-banner-title" className="consent-banner__title" tabIndex={-1} ref={title}>
            {t('consent.title')}
          </h2>
          <p className="consent-banner__text">
            {t('consent.text')}{' '}
            <Link to="/pages/$page" params={{ page: 'cookies' }}>
              {t('consent.policy')}
            </Link>
          </p>
          {choosing ? (
            <fieldset className="consent-banner__choices">
              <legend className="visually-hidden">{t('consent.label')}</legend>
              <div className="form-check">
                <input
                  className="form-check-input"
                  type="checkbox"
                  id="consent-necessary"
                  checked
                  disabled
                  aria-describedby="consent-necessary-hint"
                />
                <label className="form-check-label" htmlFor="consent-necessary">
                  {t('consent.necessary')}
                </label>
                <div id="consent-necessary-hint" className="form-text mt-0">
                  {t('consent.necessary_hint')}
                </div>
              </div>
              {CONSENT_CATEGORIES.map((category) => (
                <div className="form-check" key={category}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`consent-${category}`}
                    checked={choice[category]}
                    onChange={() => toggle(category)}
                    aria-describedby={`consent-${category}-hint`}
                    data-testid={`consent-${category}`}
                  />
                  <label className="form-check-label" htmlFor={`consent-${category}`}>
                    {t(`consent.${category}`)}
                  </label>
                  <div id={`consent-${category}-hint`} className="form-text mt-0">
                    {t(`consent.${category}_hint`)}
                  </div>
                </div>
              ))}
            </fieldset>
          ) : null}
        </div>
        <div className="consent-banner__actions">
          {choosing ? (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => save(choice)} data-testid="consent-save">
              {t('consent.save')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              // The categories' texts are in the catalog's second part, which a first page may not have yet.
              onClick={() =>
                void wholeCatalog().then(
                  () => setChoosing(true),
                  () => setChoosing(true),
                )
              }
              data-testid="consent-customize"
            >
              {t('consent.customize')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            onClick={() => save(NECESSARY_ONLY)}
            data-testid="consent-necessary-only"
          >
            {t('consent.necessary_only')}
          </button>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => save(ALL_ALLOWED)} data-testid="consent-accept-all">
            {t('consent.accept_all')}
          </button>
        </div>
      </div>
    </section>
  );
}
