import type { MemberCard as MemberCardData } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { useSettings } from '../site-settings/use-settings';
import { countryName } from './country-name';
import { MemberAvatar } from './member-avatar';

interface Props {
  member: MemberCardData;
  /** Where the card leads: the member page, or the same page under /likes/m (docs/product.md#member-page). */
  to?: '/members/$id' | '/likes/m/$id';
  /** Shown over the photo, e.g. the likes list's "new" mark. */
  marker?: ReactNode;
  /** The name's heading level: 2 where the cards sit right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** One of the first cards on screen: its photo loads at once (it is what the page's largest paint waits for). */
  priority?: boolean;
}

/** A member in search results and member lists; fictional profiles carry the site's warning on the card itself. */
export function MemberCard({ member, to = '/members/$id', marker, headingLevel = 3, priority = false }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { fictional_icon: fictionalIcon, fictional_warning: fictionalWarning } = useSettings();
  const country = countryName(member.country, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="member-card position-relative" data-testid="member-card" data-member-id={member.id}>
      <div className="member-card__media">
        <MemberAvatar name={member.name} src={member.main_image?.thumb_url ?? null} priority={priority} />
        {marker}
      </div>
      <div className="member-card__body">
        <Heading className="member-card__name">
          {/* stretched-link: the whole card opens the profile, with one tab stop and a real link. */}
          <Link to={to} params={{ id: member.id }} className="member-card__link stretched-link" title={member.name}>
            {member.name}
          </Link>
          <span className="member-card__age">{t('members.age', { age: member.age })}</span>
        </Heading>
        <p className="member-card__place">{member.city ? t('members.place', { city: member.city, country }) : country}</p>
        {member.fictional ? (
          <p className="member-card__fictional" data-testid="fictional-warning">
            {fictionalIcon ? <img src={fictionalIcon} alt="" width={14} height={14} /> : null}
            <span>{fictionalWarning}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
