import { LanderCard } from './lander-card';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

/**
 * video: a moving background, the message over it, members to meet below. The background is a
 * CSS animation over the members' own photos (a slow pan across a blurred mosaic), so it needs
 * no video file and stands still for visitors who ask for reduced motion.
 */
export function LanderVideo({ variant, members }: LanderSectionProps) {
  const label = useLanderMembersLabel();
  const tiles = members.filter((member) => member.main_image);
  // Repeated to fill four rows of the mosaic whatever the member count.
  return (
    <>
      <div className="lander-video">
        <div className="lander-video__backdrop" aria-hidden="true" data-testid="lander-video-backdrop">
          <div className="lander-video__mosaic">
            {[...tiles, ...tiles, ...tiles, ...tiles].map((member, index) => (
              <span key={`${member.id}-${index}`} style={{ backgroundImage: `url("${member.main_image!.thumb_url}")` }} />
            ))}
          </div>
        </div>
        <div className="container lander-video__content">
          <LanderHero variant={variant} className="text-center mx-auto" />
        </div>
      </div>
      <section className="container lander-video__cards" aria-label={label}>
        <h2 className="lander-section-title text-center">{label}</h2>
        <div className="lander-video__row">
          {members.map((member) => (
            <LanderCard key={member.id} member={member} look="round" />
          ))}
        </div>
      </section>
    </>
  );
}
