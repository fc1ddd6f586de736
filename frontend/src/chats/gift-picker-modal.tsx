import { GIFT_IDS, type GiftId } from '@amoretto/shared';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface Props {
  show: boolean;
  partnerName: string;
  price: number;
  onPick: (gift: GiftId) => void;
  onClose: () => void;
}

/** The gift catalogue; every gift shows its price before the member pays. */
export function GiftPickerModal({ show, partnerName, price, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="gift-picker-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="gift-picker-title" as="h2" className="h5">
          {t('chat.gift_title', { name: partnerName })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="gift-grid list-unstyled mb-0" data-testid="gift-picker">
          {GIFT_IDS.map((gift) => (
            <li key={gift}>
              <button type="button" className="gift-option" onClick={() => onPick(gift)} data-testid={`gift-${gift}`}>
                <img src={`/gifts/${gift}.svg`} alt="" width={64} height={64} />
                <span className="gift-option__name">{t(`gifts.${gift}`)}</span>
                <span className="gift-option__price">{t('chat.price', { price })}</span>
              </button>
            </li>
          ))}
        </ul>
      </Modal.Body>
    </Modal>
  );
}
