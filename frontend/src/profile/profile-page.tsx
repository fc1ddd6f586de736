import { useQuery } from '@tanstack/react-query';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { useAuth } from '../auth/use-auth';
import { usePageTitle } from '../layout/use-page-title';
import { InvisibleSwitch } from './invisible-switch';
import { PhotosSection } from './photos-section';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileFormSkeleton } from './profile-form-skeleton';
import { ProfileHeader } from './profile-header';
import { interestsQuery, regionsQuery } from './profile-queries';
import { ProfileToasts } from './profile-toasts';
import { useToasts } from './use-toasts';
import '../accounts/accounts.scss';
import './profile.scss';

/** /profile: the member's photos, profile details and options (docs/product.md#profile). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const regions = useQuery(regionsQuery());
  const interests = useQuery(interestsQuery());
  const toasts = useToasts();
  usePageTitle(t('profile.title'));
  if (!user) return null;

  const listsFailed = regions.isError || interests.isError;
  const retryLists = () => {
    if (regions.isError) void regions.refetch();
    if (interests.isError) void interests.refetch();
  };

  return (
    <Container className="profile-page" data-testid="profile-page">
      <ProfileHeader user={user} />
      <div className="profile-page__grid">
        <div className="profile-page__photos">
          <PhotosSection premium={user.paid_user} onToast={toasts.show} />
        </div>
        <section className="profile-section profile-page__options" aria-labelledby="profile-options-title">
          <header className="profile-section__header">
            <h2 className="profile-section__title" id="profile-options-title">
              {t('profile.options_title')}
            </h2>
          </header>
          <InvisibleSwitch user={user} onToast={toasts.show} />
        </section>
        <section className="profile-section profile-page__details" aria-labelledby="profile-details-title">
          <header className="profile-section__header">
            <h2 className="profile-section__title" id="profile-details-title">
              {t('profile.details_title')}
            </h2>
          </header>
          <p className="profile-section__intro">{t('profile.details_intro')}</p>
          {regions.data && interests.data ? (
            <ProfileDetailsForm user={user} regionData={regions.data} interests={interests.data} onToast={toasts.show} />
          ) : listsFailed ? (
            <ApiErrorAlert
              error={regions.error ?? interests.error}
              onRetry={retryLists}
              retrying={regions.isFetching || interests.isFetching}
            />
          ) : (
            <ProfileFormSkeleton />
          )}
        </section>
      </div>
      <ProfileToasts toasts={toasts.toasts} onClose={toasts.dismiss} />
    </Container>
  );
}
