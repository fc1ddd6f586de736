import { MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES, type MatchFinderAppearance, type MatchFinderRace } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { ProfileSelect } from './profile-select';

interface Props {
  appearance: MatchFinderAppearance | '';
  ethnicity: MatchFinderRace | '';
  onChange: (next: { appearance?: MatchFinderAppearance | ''; ethnicity?: MatchFinderRace | '' }) => void;
}

/**
 * How the member describes themselves for the match finder (docs/product.md#match-finder): both
 * optional, never shown to others, and only ever used to order its results, never to leave anyone out.
 */
export function SelfDescriptionFields({ appearance, ethnicity, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="profile-fieldset" aria-labelledby="profile-self-title" aria-describedby="profile-self-note">
      <h3 className="profile-fieldset__title" id="profile-self-title">
        {t('profile.self_title')}
      </h3>
      <p className="form-text mt-0" id="profile-self-note">
        {t('profile.self_note')}
      </p>
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <ProfileSelect
            id="profile-self-appearance"
            label={t('profile.self_appearance')}
            value={appearance}
            options={MATCH_FINDER_APPEARANCES.map((value) => ({
              value,
              label: t(value === 'normal' ? 'match_finder.choice_appearance_normal' : 'match_finder.choice_appearance_sexy'),
            }))}
            empty="clear"
            onChange={(value) => onChange({ appearance: value })}
          />
        </div>
        <div className="col-sm-6">
          <ProfileSelect
            id="profile-self-ethnicity"
            label={t('profile.self_ethnicity')}
            value={ethnicity}
            options={MATCH_FINDER_RACES.map((value) => ({
              value,
              label: t(value === 'white' ? 'match_finder.choice_race_white' : 'match_finder.choice_race_other'),
            }))}
            empty="clear"
            onChange={(value) => onChange({ ethnicity: value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
