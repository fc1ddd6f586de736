import { TIME_BONUS_WINDOW_SECONDS } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import './payments.scss';
import { OfferCountdown } from './offer-countdown';
import { formatPercent } from './price-display-rules';
import { useLocaleTag } from '../ui/use-locale-tag';

interface Props {
  percentage: number;
  secondsLeft: number;
  /** Closed, or followed to /credits: either way the member has seen it. */
  onDismiss: () => void;
}

/** docs/product.md#discounts: "act fast", the bonus of the first four hours, its countdown and the way to /credits. */
export function TimeBonusModal({ percentage, secondsLeft, onDismiss }: Props) {
  const { t } = useTranslation();
  const percent = formatPercent(percentage, useLocaleTag());
  return (
    <Modal
      show
      onHide={onDismiss}
      centered
      className="time-bonus-modal"
      aria-labelledby="time-bonus-modal-title"
      data-testid="time-bonus-modal"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="time-bonus-modal-title">{t('time_bonus.modal_title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <p className="time-bonus-modal__percent" aria-hidden="true">
          −{percent}
        </p>
        <p>{t('time_bonus.modal_body', { percent, hours: TIME_BONUS_WINDOW_SECONDS / 3600 })}</p>
        <p className="mb-0">
          {t('time_bonus.modal_ends')}{' '}
          <OfferCountdown offer={{ kind: 'time_bonus', percentage, secondsLeft }} className="time-bonus-modal__countdown" />
        </p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center">
        <Button variant="link" onClick={onDismiss}>
          {t('time_bonus.modal_later')}
        </Button>
        <Link to="/credits" className="btn btn-primary" onClick={onDismiss} data-testid="time-bonus-modal-credits">
          {t('time_bonus.modal_cta')}
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
