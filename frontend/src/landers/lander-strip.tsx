import { useTranslation } from 'react-i18next';
import { LanderCard } from './lander-card';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

const POINTS = ['landers.strings.point_pressure', 'landers.strings.point_say', 'landers.strings.point_time'] as const;

/** whoneedsstrings: three no-strings promises, then a strip of members to scroll through. */
export function LanderStrip({ variant, members }: LanderSectionProps) {
  const { t } = useTranslation();
  const label = useLanderMembersLabel();
  return (
    <>
      <div className="container lander-strip__top">
        <LanderHero variant={variant} className="text-center mx-auto" />
        <ol className="lander-strip__points">
          {POINTS.map((key, index) => (
            <li key={key}>
              <span className="lander-strip__number" aria-hidden="true">
                {index + 1}
              </span>
              {t(key)}
            </li>
          ))}
        </ol>
      </div>
      <section className="lander-strip" aria-label={label}>
        <h2 className="container lander-section-title">{label}</h2>
        <div className="lander-strip__scroller" tabIndex={0}>
          {members.map((member, index) => (
            <LanderCard key={member.id} member={member} look="polaroid" priority={index < 4} />
          ))}
        </div>
      </section>
    </>
  );
}
