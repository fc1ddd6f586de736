import type { MemberCard } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { SignupButton } from '../accounts/signup/signup-button';
import { MemberAvatar } from '../members/member-avatar';

export type LanderCardLook = 'tile' | 'round' | 'polaroid';

/**
 * A real member on a lander. The whole card opens the signup (visitors cannot open member
 * pages everywhere, and the lander's one goal is the account).
 */
export function LanderCard({ member, look = 'tile', priority = false }: { member: MemberCard; look?: LanderCardLook; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={`lander-card lander-card--${look}`} data-testid="lander-card" data-member-id={member.id}>
      <div className="lander-card__media">
        <MemberAvatar name={member.name} src={member.main_image?.thumb_url ?? null} priority={priority} />
      </div>
      <div className="lander-card__body">
        <h3 className="lander-card__name">
          <SignupButton className="lander-card__link stretched-link">{member.name}</SignupButton>
          <span className="lander-card__age">{t('members.age', { age: member.age })}</span>
        </h3>
        {member.city ? <p className="lander-card__place">{member.city}</p> : null}
      </div>
    </article>
  );
}
