import { useTranslation } from 'react-i18next';
import { LanderCard } from './lander-card';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

/** alonetonight: a night sky, the moon, and round portraits of members in the visitor's country. */
export function LanderNight({ variant, members }: LanderSectionProps) {
  const { t } = useTranslation();
  const label = useLanderMembersLabel();
  return (
    <div className="lander-night">
      <div className="lander-night__sky" aria-hidden="true">
        <span className="lander-night__moon" />
      </div>
      <div className="container lander-night__content">
        <p className="lander-night__badge">{t('landers.night.badge')}</p>
        <LanderHero variant={variant} className="mx-auto" />
        <section aria-label={label}>
          <h2 className="lander-section-title text-center">{label}</h2>
          <div className="lander-night__cards">
            {members.map((member, index) => (
              <LanderCard key={member.id} member={member} look="round" priority={index < 4} />
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
