import type { User } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../members/member-avatar';
import { useSettings } from '../site-settings/use-settings';
import type { MatchModalItem } from './match-queue';

interface Props {
  item: MatchModalItem | null;
  user: User | null;
  onClose: () => void;
}

/**
 * "New like!" (docs/product.md#likes): the liker's photo and name. Any click closes it; the photo and the
 * button open that member's profile (a received like under /likes/m, which clears its
 * "new" mark). A match shows both members and says so.
 */
export function MatchModal({ item, user, onClose }: Props) {
  const { t } = useTranslation();
  const { cdn_prefix: cdnPrefix } = useSettings();
  const titleId = useId();
  const profile = item?.profile;
  const match = item?.kind === 'match';
  const to = match ? '/members/$id' : '/likes/m/$id';
  const ownImage = user?.profile.main_image;
  const ownThumb = ownImage && ownImage.status === 'active' ? `${cdnPrefix}/${ownImage.thumb_filename}` : null;

  return (
    <Modal
      show={Boolean(item)}
      onHide={onClose}
      centered
      size="sm"
      aria-labelledby={titleId}
      dialogClassName="match-modal"
      data-testid="match-modal"
    >
      {profile ? (
        // docs/product.md#likes: a click anywhere closes it; links inside still lead on.
        <div className="match-modal__content" onClick={onClose} data-kind={item.kind}>
          <Modal.Header closeButton closeLabel={t('common.close')} className="match-modal__header border-0 pb-0">
            <Modal.Title id={titleId} as="h2" className="h4 match-modal__title">
              {match ? t('match_modal.match_title') : t('match_modal.title')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="text-center">
            <div className="match-modal__photos">
              {match && user ? (
                <MemberAvatar name={user.profile.name} src={ownThumb} className="match-modal__photo match-modal__photo--own" />
              ) : null}
              <Link
                to={to}
                params={{ id: profile.id }}
                className="match-modal__photo-link"
                aria-label={t('match_modal.open_profile', { name: profile.name })}
                data-testid="match-modal-photo"
              >
                <MemberAvatar name={profile.name} src={profile.main_image?.thumb_url ?? null} className="match-modal__photo" />
              </Link>
            </div>
            <p className="match-modal__text" data-testid="match-modal-text">
              {match ? t('match_modal.match_text', { name: profile.name }) : t('match_modal.like_text', { name: profile.name })}
            </p>
            {match ? (
              <Link
                to="/members/$id/chat"
                params={{ id: profile.id }}
                className="btn btn-primary w-100 mb-2"
                data-testid="match-modal-chat"
              >
                {t('match_modal.send_message')}
              </Link>
            ) : null}
            <Link
              to={to}
              params={{ id: profile.id }}
              className={`btn ${match ? 'btn-outline-primary' : 'btn-primary'} w-100`}
              data-testid="match-modal-open"
            >
              {t('match_modal.view_profile')}
            </Link>
          </Modal.Body>
        </div>
      ) : null}
    </Modal>
  );
}
