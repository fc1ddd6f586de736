import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../members/member-avatar';
import { SignupButton } from '../accounts/signup/signup-button';
import { LanderHero } from './lander-hero';
import { cityPins } from './lander-map-rules';
import type { LanderSectionProps } from './lander-section-props';

/**
 * maplanding: the cities the visitor's fellow countrymen live in, as pins on a street-map
 * pattern. The pattern is decoration (no geography is claimed); the cities and faces are real.
 */
export function LanderMap({ variant, members }: LanderSectionProps) {
  const { t } = useTranslation();
  const pins = cityPins(members);
  return (
    <div className="container lander-map">
      <LanderHero variant={variant} className="lander-map__hero" />
      <section className="lander-map__board" aria-labelledby="lander-map-title">
        <h2 id="lander-map-title" className="lander-section-title">
          {t('landers.map.title')}
        </h2>
        <ul className="lander-map__pins">
          {pins.map((pin, index) => (
            <li key={pin.city} className={`lander-map__pin lander-map__pin--${index}`} data-testid="lander-city">
              <SignupButton className="lander-map__link">
                <span className="lander-map__faces" aria-hidden="true">
                  {pin.members.slice(0, 3).map((member) => (
                    <span key={member.id} className="lander-map__face" data-member-id={member.id}>
                      <MemberAvatar name={member.name} src={member.main_image?.thumb_url ?? null} />
                    </span>
                  ))}
                </span>
                <span className="lander-map__city">{pin.city}</span>
                <span className="lander-map__names">
                  {pin.members
                    .slice(0, 3)
                    .map((member) => member.name)
                    .join(' · ')}
                </span>
              </SignupButton>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
