import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

export const ICEBREAKERS = ['hello', 'smile', 'weekend', 'travel', 'coffee', 'music', 'curious', 'honest'] as const;

interface Props {
  show: boolean;
  partnerName: string;
  price: number;
  onPick: (text: string) => void;
  onClose: () => void;
}

/** Opening lines for an empty conversation (docs/product.md#chats); a pick is sent as an ordinary, paid text. */
export function IcebreakerModal({ show, partnerName, price, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onClose} centered scrollable aria-labelledby="icebreaker-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="icebreaker-title" as="h2" className="h5">
          {t('chat.icebreaker_title', { name: partnerName })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('chat.icebreaker_intro')}</p>
        <ul className="icebreaker-list list-unstyled mb-0" data-testid="icebreakers">
          {ICEBREAKERS.map((key) => {
            const text = t(`icebreakers.${key}`);
            return (
              <li key={key}>
                <button type="button" className="icebreaker" onClick={() => onPick(text)} data-testid="icebreaker">
                  <span className="icebreaker__text">{text}</span>
                  <span className="icebreaker__price">{t('chat.price', { price })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} data-testid="icebreaker-own">
          {t('chat.icebreaker_own')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
