import { MINIMUM_AGE } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Trans, useTranslation } from 'react-i18next';
import { useFictionalPlural } from '../site-settings/use-fictional-plural';
import { useSettings } from '../site-settings/use-settings';
import { siteEntryCountryNotice } from './site-entry-rules';
import type { SiteEntryWarningState } from './use-site-entry-warning';
import './site-entry-warning-modal.scss';

type Step = 'ask' | 'left';

/**
 * The adults-only gate (docs/product.md#screens). It cannot be dismissed except by confirming: no
 * close button, no Escape, no backdrop click.
 *
 * "Leave" does not send the visitor anywhere: another site would be our choice of
 * destination for them, `about:blank` and `history.back()` may drop them out of their own
 * history or back onto this page. Instead the modal says they did not enter, keeps the
 * site covered, and lets them reconsider.
 *
 * The terms and privacy links must be readable before agreeing, so following one steps
 * the warning aside on that page only; any other page brings it back.
 */
export function SiteEntryWarningDialog({ warning }: { warning: SiteEntryWarningState }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const fictional = useFictionalPlural();
  const { show, pathname, dismiss } = warning;
  const [step, setStep] = useState<Step>('ask');
  const [returned, setReturned] = useState(false);
  const [readingPath, setReadingPath] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (readingPath !== null && pathname !== readingPath) setReadingPath(null);
  }, [pathname, readingPath]);

  const notice = siteEntryCountryNotice(settings.geoip_selected_country);
  const legalLink = (page: 'terms' | 'privacy') => (
    <Link to="/pages/$page" params={{ page }} onClick={() => setReadingPath(`/pages/${page}`)} />
  );

  return (
    <Modal
      show={show && readingPath !== pathname}
      size="lg"
      centered
      backdrop="static"
      keyboard={false}
      aria-labelledby={titleId}
      dialogClassName="site-entry-modal"
      backdropClassName="site-entry-backdrop"
    >
      <div className="site-entry-modal__header">
        <span className="site-entry-modal__badge" aria-hidden="true">
          {MINIMUM_AGE}+
        </span>
        <Modal.Title as="h2" id={titleId} className="site-entry-modal__title">
          {step === 'ask' ? t('site_entry.title') : t('site_entry.left_title')}
        </Modal.Title>
      </div>
      <Modal.Body className="site-entry-modal__body">
        {step === 'ask' ? (
          <>
            <p>{t('site_entry.intro', { name: settings.name })}</p>
            <p className="site-entry-modal__age">{t('site_entry.age', { age: MINIMUM_AGE })}</p>
            <p>
              <img src={settings.fictional_icon || '/img/fictional.svg'} alt="" width={16} height={16} className="site-entry-modal__icon" />{' '}
              {t('site_entry.fictional', { fictional })}
            </p>
            {notice ? (
              <section className="site-entry-modal__notice" aria-labelledby={`${titleId}-notice`}>
                <h3 id={`${titleId}-notice`} className="site-entry-modal__notice-title">
                  {t('site_entry.notice_title')}
                </h3>
                <p className="mb-0">{notice === 'nl' ? t('site_entry.notice_nl') : t('site_entry.notice_de')}</p>
              </section>
            ) : null}
            <p className="site-entry-modal__consent">
              <Trans i18nKey="site_entry.consent" components={{ terms: legalLink('terms'), privacy: legalLink('privacy') }} />
            </p>
            <div className="site-entry-modal__actions">
              <Button variant="primary" size="lg" onClick={dismiss}>
                {t('site_entry.enter', { age: MINIMUM_AGE })}
              </Button>
              <Button variant="outline-secondary" size="lg" autoFocus={returned} onClick={() => setStep('left')}>
                {t('site_entry.leave')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p>{t('site_entry.left_body', { name: settings.name })}</p>
            <div className="site-entry-modal__actions">
              <Button
                variant="outline-secondary"
                size="lg"
                autoFocus
                onClick={() => {
                  setReturned(true);
                  setStep('ask');
                }}
              >
                {t('site_entry.left_back')}
              </Button>
            </div>
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
