import { useTranslation } from 'react-i18next';
import { LanderCard } from './lander-card';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

const POINTS = ['landers.adult.point_age', 'landers.adult.point_free', 'landers.adult.point_chat'] as const;

/** adultonly: an adults-only promise beside a grid of members. */
export function LanderGrid({ variant, members }: LanderSectionProps) {
  const { t } = useTranslation();
  const label = useLanderMembersLabel();
  return (
    <div className="container lander-grid">
      <div className="row g-4 align-items-center">
        <div className="col-lg-5">
          <LanderHero variant={variant}>
            <p className="lander-grid__badge" aria-hidden="true">
              18+
            </p>
            <ul className="lander-points">
              {POINTS.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </LanderHero>
        </div>
        <section className="col-lg-7" aria-label={label}>
          <h2 className="visually-hidden">{label}</h2>
          <div className="lander-grid__cards">
            {members.map((member, index) => (
              <LanderCard key={member.id} member={member} priority={index < 6} />
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
