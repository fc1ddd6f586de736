import type { LanderVariant } from '@amoretto/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanderCta } from './lander-cta';

/** The campaign's headline, lead and call to sign up, in the variant's texts. */
export function LanderHero({ variant, children, className = '' }: { variant: LanderVariant; children?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`lander-hero ${className}`} data-testid="lander-hero">
      <h1 className="lander-hero__title">{t(`landers.copy.${variant.copy}.title`)}</h1>
      <p className="lander-hero__lead">{t(`landers.copy.${variant.copy}.lead`)}</p>
      {children}
      <LanderCta gender={variant.gender} />
    </div>
  );
}
