import type { CSSProperties } from 'react';
import { LanderCard } from './lander-card';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

/** Seconds each photo of the stage is shown (the CSS cross-fade cycles through all of them). */
const SLIDE_SECONDS = 4;

/**
 * transitionsvideolanding: a stage cross-fading between member photos with a slow zoom, the
 * message over it, the same members as cards below. CSS only: no video file is claimed.
 */
export function LanderSlideshow({ variant, members }: LanderSectionProps) {
  const label = useLanderMembersLabel();
  const slides = members.filter((member) => member.main_image);
  const cycle = { '--slides': slides.length, '--slide-seconds': `${SLIDE_SECONDS}s` } as CSSProperties;
  return (
    <>
      <div className="lander-slideshow" style={cycle}>
        <div className="lander-slideshow__stage" aria-hidden="true">
          {slides.map((member, index) => (
            <div
              key={member.id}
              className="lander-slideshow__slide"
              style={{ backgroundImage: `url("${member.main_image!.thumb_url}")`, animationDelay: `${index * SLIDE_SECONDS}s` }}
            >
              <span className="lander-slideshow__caption">{member.name}</span>
            </div>
          ))}
        </div>
        <div className="container lander-slideshow__content">
          <LanderHero variant={variant} />
        </div>
      </div>
      <section className="container lander-slideshow__cards" aria-label={label}>
        <h2 className="lander-section-title">{label}</h2>
        <div className="lander-slideshow__row">
          {members.map((member) => (
            <LanderCard key={member.id} member={member} />
          ))}
        </div>
      </section>
    </>
  );
}
