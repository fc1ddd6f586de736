import { useTranslation } from 'react-i18next';
import { LanderCard } from './lander-card';
import { LanderFeatureIcon, type LanderFeature } from './lander-feature-icon';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

/** What the site offers, each with its pictogram (all of it real: docs/product.md). */
const FEATURES: readonly LanderFeature[] = ['chat', 'heart', 'eye', 'phone'];

/** iconslanding: members as round icons around the message, and the site's features as pictograms. */
export function LanderIcons({ variant, members }: LanderSectionProps) {
  const { t } = useTranslation();
  const label = useLanderMembersLabel();
  return (
    <div className="container lander-icons">
      <div className="row g-4 align-items-center">
        <div className="col-lg-6 order-lg-2">
          <LanderHero variant={variant} />
        </div>
        <section className="col-lg-6" aria-label={label}>
          <h2 className="visually-hidden">{label}</h2>
          <div className="lander-icons__cloud">
            {members.map((member, index) => (
              <LanderCard key={member.id} member={member} look="round" priority={index < 6} />
            ))}
          </div>
        </section>
      </div>
      <ul className="lander-icons__features">
        {FEATURES.map((feature) => (
          <li key={feature}>
            <LanderFeatureIcon feature={feature} />
            <span>{t(`landers.icons.${feature}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
