import type { PublicProfile } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';

type Attribute = 'gender' | 'sexuality' | 'hair_colour' | 'eye_colour' | 'body_type' | 'relationship_status';

// Field → its vocabulary list in the catalogs (`vocab.<list>.<value>`) and its label (`profile.<field>`).
const ATTRIBUTES: Array<[Attribute, string]> = [
  ['gender', 'genders'],
  ['sexuality', 'sexualities'],
  ['relationship_status', 'relationship_statuses'],
  ['body_type', 'body_types'],
  ['hair_colour', 'hair_colours'],
  ['eye_colour', 'eye_colours'],
];

/** About me, the attributes the site shows and the interests; empty fields are left out. */
export function MemberDetails({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const attributes = ATTRIBUTES.filter(([field]) => profile[field] !== null);
  return (
    <div className="member-details" data-testid="member-details">
      {profile.about_me ? (
        <section className="member-details__section">
          <h2 className="member-details__title">{t('profile.about_me')}</h2>
          <p className="member-details__about">{profile.about_me}</p>
        </section>
      ) : null}
      {attributes.length > 0 ? (
        <section className="member-details__section">
          <h2 className="member-details__title">{t('member_page.details_title')}</h2>
          <dl className="member-details__list">
            {attributes.map(([field, list]) => (
              <div key={field} className="member-details__row">
                <dt>{t(`profile.${field}`)}</dt>
                <dd>{t(`vocab.${list}.${profile[field]}`, { defaultValue: String(profile[field]) })}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {profile.interests.length > 0 ? (
        <section className="member-details__section">
          <h2 className="member-details__title">{t('profile.interests')}</h2>
          <ul className="member-details__interests">
            {profile.interests.map((interest) => (
              <li key={interest} className="member-details__interest">
                {t(`vocab.interests.${interest}`, { defaultValue: interest })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
