import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/** A chat photo at full size; Escape, the close button or a click outside closes it. */
export function PhotoViewerModal({ src, alt, onClose }: { src: string | null; alt: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show={src !== null} onHide={onClose} centered size="lg" contentClassName="photo-viewer" aria-label={alt}>
      <Modal.Header closeButton closeLabel={t('common.close')} className="border-0 pb-0" />
      <Modal.Body className="text-center pt-1">{src ? <img src={src} alt={alt} className="photo-viewer__image" /> : null}</Modal.Body>
    </Modal>
  );
}
