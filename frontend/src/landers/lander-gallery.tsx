import { LanderCard } from './lander-card';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

/** gallery: a short headline over a wall of member photos. */
export function LanderGallery({ variant, members }: LanderSectionProps) {
  const label = useLanderMembersLabel();
  return (
    <div className="container lander-gallery">
      <LanderHero variant={variant} className="lander-gallery__hero" />
      <section aria-label={label}>
        <h2 className="lander-section-title">{label}</h2>
        <div className="lander-gallery__wall">
          {members.map((member, index) => (
            <LanderCard key={member.id} member={member} priority={index < 8} />
          ))}
        </div>
      </section>
    </div>
  );
}
