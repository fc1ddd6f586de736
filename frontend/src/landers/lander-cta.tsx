import type { Gender } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { SignupButton } from '../accounts/signup/signup-button';

/** Every lander ends here: the site's own signup opening (modal, or the /signup page on phones). */
export function LanderCta({ gender, className = '' }: { gender: Gender; className?: string }) {
  const { t } = useTranslation();
  return (
    <SignupButton className={`btn btn-primary btn-lg lander-cta ${className}`}>
      {gender === 'male' ? t('landers.cta_male') : t('landers.cta_female')}
    </SignupButton>
  );
}
