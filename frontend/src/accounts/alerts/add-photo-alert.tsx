import type { User } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissibleAlert } from '../../ui/dismissible-alert';
import { readDismissal, storeDismissal } from './alert-dismissals';

function dismissedBefore(userId: number): boolean {
  try {
    return readDismissal(window.localStorage, 'add-photos', userId) !== null;
  } catch {
    return false;
  }
}

/** docs/product.md#member-banners: members without a main image are asked for one until they close the banner. */
export function AddPhotoAlert({ user }: { user: User }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => dismissedBefore(user.id));
  if (dismissed) return null;

  const dismiss = () => {
    try {
      storeDismissal(window.localStorage, 'add-photos', user.id, Date.now());
    } catch {
      // Not stored: hidden for this page load only.
    }
    setDismissed(true);
  };

  return (
    <DismissibleAlert variant="info" onClose={dismiss} className="banner-alert" testId="add-photo-alert">
      <p className="banner-alert__text">{t('alerts.add_photo')}</p>
      <Link to="/profile" hash="photos" className="btn btn-sm btn-info banner-alert__action">
        {t('alerts.add_photo_cta')}
      </Link>
    </DismissibleAlert>
  );
}
