import { COUNTRIES, type Country, type ProfileField, type RegionData } from '@amoretto/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../members/country-name';
import { TextField } from '../ui/text-field';
import { useLocale } from '../i18n/use-locale';
import { LocationButton } from '../location/location-button';
import { ProfileSelect } from './profile-select';
import { CITY_MAX_LENGTH } from './profile-form';

export interface LocationValues {
  country: string;
  region: string;
  city: string;
}

interface Props {
  values: LocationValues;
  regionData: RegionData;
  shows: (field: ProfileField) => boolean;
  errors: Partial<Record<'country' | 'region' | 'city', string>>;
  notes: Partial<Record<ProfileField, string>>;
  onChange: (changes: Partial<LocationValues>) => void;
  disabled: boolean;
}

/** Country, region and city, with "use my location" filling them in (the member still saves). */
export function LocationFields({ values, regionData, shows, errors, notes, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [located, setLocated] = useState(false);
  const regions = regionData[values.country as Country];

  const countries = useMemo(() => {
    const codes: string[] = [...COUNTRIES];
    // A member registered in a country we no longer list still sees their own.
    if (!codes.includes(values.country)) codes.push(values.country);
    return codes.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale, values.country]);

  const onLocated = (place: { country: Country; region: string | null; city: string }) => {
    // A site that does not show the country keeps the member's; the place's region then only fits if it is the same country.
    const country = shows('country') ? place.country : values.country;
    const fits = country === place.country && regionData[country as Country]?.regions.some((r) => r.code === place.region);
    onChange({ country, region: fits && place.region ? place.region : country === values.country ? values.region : '', city: place.city });
    setLocated(true);
  };

  return (
    <fieldset className="profile-fieldset" aria-labelledby="profile-location-title">
      <div className="profile-fieldset__header">
        <h3 className="profile-fieldset__title" id="profile-location-title">
          {t('profile.location_title')}
        </h3>
        <LocationButton onLocated={onLocated} disabled={disabled} />
      </div>
      <div aria-live="polite">
        {located ? (
          <p className="small text-success mb-3" data-testid="profile-located">
            {t('profile.located')}
          </p>
        ) : null}
      </div>
      <div className="row g-0 gx-sm-3">
        {shows('country') ? (
          <div className="col-sm-6">
            <ProfileSelect
              id="profile-country"
              label={t('profile.country')}
              value={values.country}
              options={countries}
              empty="choose"
              // Another country's regions do not apply: the region starts empty again.
              onChange={(country) => {
                setLocated(false);
                onChange({ country, region: '' });
              }}
              error={errors.country}
              help={notes.country}
              autoComplete="country"
            />
          </div>
        ) : null}
        {shows('region') && regions ? (
          <div className="col-sm-6">
            <ProfileSelect
              id="profile-region"
              label={t(`vocab.region_kinds.${regions.kind}`)}
              value={values.region}
              options={regions.regions.map((r) => ({ value: r.code, label: r.name }))}
              empty="clear"
              onChange={(region) => onChange({ region })}
              error={errors.region}
              help={notes.region}
              autoComplete="address-level1"
            />
          </div>
        ) : null}
        {shows('city') ? (
          <div className="col-sm-6">
            <TextField
              id="profile-city"
              label={t('profile.city')}
              value={values.city}
              onChange={(city) => onChange({ city })}
              autoComplete="address-level2"
              maxLength={CITY_MAX_LENGTH}
              error={errors.city}
              help={notes.city}
            />
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
