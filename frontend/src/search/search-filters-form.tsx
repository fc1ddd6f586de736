import { AGE_FILTERS, MAX_AGE, MIN_AGE, type AgeFilter, type Country, type Gender } from '@amoretto/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../members/country-name';
import { useLocale } from '../i18n/use-locale';
import { useSettings } from '../site-settings/use-settings';
import type { MemberSearchParams } from './search-params';

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

interface Props {
  params: MemberSearchParams;
  /** What the server searches for when the URL leaves a filter out. */
  defaults: { genders: Gender[]; country: Country };
  onSearch: (params: MemberSearchParams) => void;
  busy: boolean;
}

/** The search filters the site offers (settings.search_fields); applied on submit. */
export function SearchFiltersForm({ params, defaults, onSearch, busy }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const settings = useSettings();
  const offered = new Set(settings.search_fields);
  const [gender, setGender] = useState<Gender | ''>(params.gender ?? (defaults.genders.length === 1 ? defaults.genders[0]! : ''));
  const [country, setCountry] = useState<Country>(params.country ?? defaults.country);
  const [region, setRegion] = useState(params.region ?? '');
  const [age, setAge] = useState<AgeFilter>(params.age ?? 'all');
  const [minAge, setMinAge] = useState(params.min_age ?? 25);
  const [maxAge, setMaxAge] = useState(params.max_age ?? 45);
  const regions = settings.region_data[country];
  const countries = settings.countries.includes(country) ? settings.countries : [country, ...settings.countries];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: MemberSearchParams = {};
    if (offered.has('gender') && gender) next.gender = gender;
    if (offered.has('country') && country !== defaults.country) next.country = country;
    if (offered.has('countryregion') && region) next.region = region;
    if (offered.has('age') && age !== 'all') {
      next.age = age;
      next.min_age = Math.min(minAge, age === 'range' ? maxAge : minAge);
      if (age === 'range') next.max_age = Math.max(minAge, maxAge);
    }
    onSearch(next);
  };

  const ageOptions = AGES.map((a) => (
    <option key={a} value={a}>
      {a}
    </option>
  ));

  return (
    <form className="search-filters" onSubmit={submit} aria-label={t('search.filters_label')} data-testid="search-filters">
      <div className="row g-2 align-items-end">
        {offered.has('gender') ? (
          <div className="col-12 col-sm-6 col-lg-2">
            <div>
              <label htmlFor="search-gender" className="form-label">
                {t('search.looking_for')}
              </label>
              <select id="search-gender" className="form-select" value={gender} onChange={(e) => setGender(e.target.value as Gender | '')}>
                <option value="female">{t('search.gender_female')}</option>
                <option value="male">{t('search.gender_male')}</option>
                <option value="">{t('search.gender_both')}</option>
              </select>
            </div>
          </div>
        ) : null}
        {offered.has('country') && countries.length > 1 ? (
          <div className="col-12 col-sm-6 col-lg-2">
            <div>
              <label htmlFor="search-country" className="form-label">
                {t('search.country')}
              </label>
              <select
                id="search-country"
                className="form-select"
                value={country}
                onChange={(e) => {
                  setCountry(e.target.value as Country);
                  setRegion('');
                }}
              >
                {countries.map((c) => (
                  <option key={c} value={c}>
                    {countryName(c, locale)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
        {offered.has('countryregion') && regions ? (
          <div className="col-12 col-sm-6 col-lg-3">
            <div>
              <label htmlFor="search-region" className="form-label">
                {t(`vocab.region_kinds.${regions.kind}`)}
              </label>
              <select id="search-region" className="form-select" value={region} onChange={(e) => setRegion(e.target.value)}>
                <option value="">{t('search.region_all')}</option>
                {regions.regions.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
        {offered.has('age') ? (
          <div className="col-12 col-lg-4">
            <fieldset>
              <legend className="form-label fs-6 mb-2">{t('search.age')}</legend>
              <div className="search-filters__age">
                <select
                  className="form-select search-filters__age-mode"
                  aria-label={t('search.age_mode')}
                  value={age}
                  onChange={(e) => setAge(e.target.value as AgeFilter)}
                  data-testid="search-age-mode"
                >
                  {AGE_FILTERS.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`search.age_${mode}`)}
                    </option>
                  ))}
                </select>
                {age !== 'all' ? (
                  <select
                    className="form-select search-filters__age-value"
                    aria-label={t('search.age_from')}
                    value={minAge}
                    onChange={(e) => setMinAge(Number(e.target.value))}
                  >
                    {ageOptions}
                  </select>
                ) : null}
                {age === 'range' ? (
                  <select
                    className="form-select search-filters__age-value"
                    aria-label={t('search.age_to')}
                    value={maxAge}
                    onChange={(e) => setMaxAge(Number(e.target.value))}
                  >
                    {ageOptions}
                  </select>
                ) : null}
              </div>
            </fieldset>
          </div>
        ) : null}
        <div className="col-12 col-lg-1 d-grid">
          <button className="btn btn-primary" type="submit" disabled={busy} data-testid="search-submit">
            {t('search.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
