import { GENDERS, SEXUALITIES, isCountry, type Gender, type Sexuality, type User } from '@amoretto/shared';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../site-settings/use-settings';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { TextField } from '../../ui/text-field';
import { ChoiceGroup } from './choice-group';
import { StepActions } from './step-actions';
import { useSaveProfile } from './use-save-profile';
import { StepHeading } from './step-heading';

const CITY_MAX_LENGTH = 60;

interface Props {
  user: User;
  onDone: () => void;
  onBack: () => void;
  onSkip: () => void;
}

/** Step 2: gender, orientation, region of the member's country and city (PATCH /api/profile). */
export function DetailsStep({ user, onDone, onBack, onSkip }: Props) {
  const { t } = useTranslation();
  const settings = useSettings();
  const profile = user.profile;
  const [gender, setGender] = useState<Gender | null>(profile.gender);
  const [sexuality, setSexuality] = useState<Sexuality | null>(profile.sexuality);
  const [region, setRegion] = useState(profile.region ?? '');
  const [city, setCity] = useState(profile.city ?? '');
  const [errors, setErrors] = useState<{ gender?: string; sexuality?: string }>({});
  const regions = isCountry(profile.country) ? settings.region_data[profile.country] : undefined;

  const save = useSaveProfile(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      gender: gender ? undefined : t('signup.choose_one'),
      sexuality: sexuality ? undefined : t('signup.choose_one'),
    };
    setErrors(problems);
    if (!gender || !sexuality) return;
    save.mutate({ gender, sexuality, region: region || undefined, city: city.trim() || undefined });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      <StepHeading title={t('signup.details_title')} intro={t('signup.details_intro')} />
      <ApiErrorAlert error={save.error} />
      <ChoiceGroup
        name="signup-gender"
        legend={t('signup.gender')}
        options={GENDERS}
        label={(value) => t(`vocab.genders.${value}`)}
        value={gender}
        onChange={setGender}
        error={errors.gender}
      />
      <ChoiceGroup
        name="signup-sexuality"
        legend={t('signup.sexuality')}
        options={SEXUALITIES}
        label={(value) => t(`vocab.sexualities.${value}`)}
        value={sexuality}
        onChange={setSexuality}
        error={errors.sexuality}
      />
      {regions ? (
        <Form.Group className="mb-3" controlId="signup-region">
          <Form.Label>{t(`vocab.region_kinds.${regions.kind}`)}</Form.Label>
          <Form.Select value={region} onChange={(event) => setRegion(event.target.value)} autoComplete="address-level1">
            <option value="">{t('signup.region_choose')}</option>
            {regions.regions.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : null}
      <TextField
        id="signup-city"
        label={t('signup.city')}
        value={city}
        onChange={setCity}
        autoComplete="address-level2"
        maxLength={CITY_MAX_LENGTH}
      />
      <StepActions onBack={onBack} onSkip={onSkip} primaryLabel={t('signup.continue')} pending={save.isPending} />
    </Form>
  );
}
