import type { LanderVariant } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { LanderCta } from './lander-cta';

/** No member to show yet in the visitor's country: the campaign still ends in signup. */
export function LanderEmpty({ variant }: { variant: LanderVariant }) {
  const { t } = useTranslation();
  return (
    <div className="lander-empty text-center" data-testid="lander-empty">
      <h2 className="h4">{t('landers.empty_title')}</h2>
      <p>{t('landers.empty_text')}</p>
      <LanderCta gender={variant.gender} />
    </div>
  );
}
