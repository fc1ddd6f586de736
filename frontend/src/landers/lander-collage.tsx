import { LanderCard } from './lander-card';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

/** collagelanding: polaroids of members scattered around the campaign's message. */
export function LanderCollage({ variant, members }: LanderSectionProps) {
  const label = useLanderMembersLabel();
  return (
    <div className="container lander-collage">
      <section className="lander-collage__board" aria-label={label}>
        <h2 className="visually-hidden">{label}</h2>
        {members.map((member, index) => (
          <div key={member.id} className={`lander-collage__item lander-collage__item--${index % 9}`}>
            <LanderCard member={member} look="polaroid" priority={index < 5} />
          </div>
        ))}
      </section>
      <LanderHero variant={variant} className="lander-collage__message" />
    </div>
  );
}
