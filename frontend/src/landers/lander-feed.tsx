import { useTranslation } from 'react-i18next';
import { SignupButton } from '../accounts/signup/signup-button';
import { MemberAvatar } from '../members/member-avatar';
import { LanderHero } from './lander-hero';
import { useLanderMembersLabel } from './lander-members-label';
import type { LanderSectionProps } from './lander-section-props';

/** socialnetwork: new members as posts of a social feed; every button of a post leads to signup. */
export function LanderFeed({ variant, members }: LanderSectionProps) {
  const { t } = useTranslation();
  const label = useLanderMembersLabel();
  return (
    <div className="container lander-feed">
      <div className="row g-4">
        <div className="col-lg-5">
          <LanderHero variant={variant} className="lander-feed__hero" />
        </div>
        <section className="col-lg-7" aria-label={label}>
          <h2 className="visually-hidden">{label}</h2>
          <ul className="lander-feed__posts">
            {members.map((member, index) => (
              <li key={member.id}>
                <article className="lander-post" data-testid="lander-card" data-member-id={member.id}>
                  <header className="lander-post__header">
                    <MemberAvatar name={member.name} src={member.main_image?.thumb_url ?? null} className="lander-post__avatar" />
                    <div>
                      <h3 className="lander-post__name">
                        {member.name}, {t('members.age', { age: member.age })}
                      </h3>
                      {member.city ? <p className="lander-post__place">{t('landers.feed.new_in', { city: member.city })}</p> : null}
                    </div>
                  </header>
                  <MemberAvatar
                    name={member.name}
                    src={member.main_image?.thumb_url ?? null}
                    className="lander-post__photo"
                    priority={index < 2}
                  />
                  <div className="lander-post__actions">
                    <SignupButton className="btn btn-outline-primary btn-sm">{t('landers.feed.like')}</SignupButton>
                    <SignupButton className="btn btn-primary btn-sm">{t('landers.feed.message')}</SignupButton>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
