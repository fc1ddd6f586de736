import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type Interest,
  type ProfileField,
  type RegionData,
  type User,
} from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { focusFirstInvalid } from '../ui/focus-first-invalid';
import { DateOfBirthSelect } from '../ui/date-of-birth-select';
import { updateProfile } from '../api/account-actions-api';
import { useSettings } from '../site-settings/use-settings';
import { InterestChips } from './interest-chips';
import { LocationFields, type LocationValues } from './location-fields';
import {
  ABOUT_MAX_LENGTH,
  profileChanges,
  serverFieldErrors,
  valuesFromProfile,
  type FieldProblem,
  type ProfileFieldErrors,
  type ProfileFormValues,
} from './profile-form';
import { ProfileSelect } from './profile-select';
import { SelfDescriptionFields } from './self-description-fields';
import type { ShowToast } from './use-toasts';

interface Props {
  user: User;
  regionData: RegionData;
  interests: readonly Interest[];
  onToast: ShowToast;
}

const APPEARANCE = [
  { field: 'hair_colour', values: HAIR_COLOURS, vocab: 'hair_colours' },
  { field: 'eye_colour', values: EYE_COLOURS, vocab: 'eye_colours' },
  { field: 'body_type', values: BODY_TYPES, vocab: 'body_types' },
  { field: 'relationship_status', values: RELATIONSHIP_STATUSES, vocab: 'relationship_statuses' },
] as const;

/**
 * Every profile field the site shows (settings.visible_profile_fields), with the site's
 * note under a field where it has one. Only changed fields are sent; what the member typed
 * stays in the form when the server refuses it.
 */
export function ProfileDetailsForm({ user, regionData, interests, onToast }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { visible_profile_fields: visible, visible_profile_notes: notes } = useSettings();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() => valuesFromProfile(user.profile));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const shows = (field: ProfileField) => visible.includes(field);

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.user, updated);
      // The server's reading (trimmed text, cleared region) becomes the form's.
      setValues(valuesFromProfile(updated.profile));
      setErrors({});
      onToast(t('profile.saved'));
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid(form.current);
      }
    },
  });

  const change = (next: Partial<ProfileFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(next)) delete rest[key as ProfileField];
      return rest;
    });
  };

  const dirty = Object.keys(profileChanges(values, user.profile, visible).changes).length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { changes, errors: problems } = profileChanges(values, user.profile, visible);
    setErrors(problems);
    save.reset();
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    // Nothing changed: nothing to send, and nothing to worry about either.
    if (Object.keys(changes).length === 0) onToast(t('profile.saved'));
    else save.mutate(changes);
  };

  const message = (problem: FieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem === 'dob_incomplete') return t('signup.dob_incomplete');
    if (problem === 'dob_impossible') return t('signup.dob_impossible');
    if (problem === 'dob_minimum') return t('errors.invalid_date_of_birth');
    return t(`profile.field_${problem}`);
  };
  const errorOf = (field: ProfileField) => message(errors[field]);
  const note = (field: ProfileField) => notes[field];
  const hasFieldErrors = Object.keys(errors).length > 0;
  const showsLocation = shows('country') || shows('region') || shows('city');
  const showsAppearance = APPEARANCE.some(({ field }) => shows(field));

  return (
    <Form ref={form} noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="profile-details" data-testid="profile-form">
      {shows('gender') || shows('sexuality') || shows('date_of_birth') ? (
        <fieldset className="profile-fieldset" aria-labelledby="profile-basics-title">
          <h3 className="profile-fieldset__title" id="profile-basics-title">
            {t('profile.basics_title')}
          </h3>
          <div className="row g-0 gx-sm-3">
            {shows('gender') ? (
              <div className="col-sm-6">
                <ProfileSelect
                  id="profile-gender"
                  label={t('profile.gender')}
                  value={values.gender}
                  options={GENDERS.map((value) => ({ value, label: t(`vocab.genders.${value}`) }))}
                  empty="choose"
                  onChange={(gender) => change({ gender })}
                  error={errorOf('gender')}
                  help={note('gender')}
                />
              </div>
            ) : null}
            {shows('sexuality') ? (
              <div className="col-sm-6">
                <ProfileSelect
                  id="profile-sexuality"
                  label={t('profile.sexuality')}
                  value={values.sexuality}
                  options={SEXUALITIES.map((value) => ({ value, label: t(`vocab.sexualities.${value}`) }))}
                  empty="choose"
                  onChange={(sexuality) => change({ sexuality })}
                  error={errorOf('sexuality')}
                  help={note('sexuality')}
                />
              </div>
            ) : null}
          </div>
          {shows('date_of_birth') ? (
            <>
              <DateOfBirthSelect
                value={values.date_of_birth}
                onChange={(date_of_birth) => change({ date_of_birth })}
                error={errorOf('date_of_birth')}
              />
              {note('date_of_birth') ? <p className="form-text mt-n2">{note('date_of_birth')}</p> : null}
            </>
          ) : null}
        </fieldset>
      ) : null}

      {showsLocation ? (
        <LocationFields
          values={values}
          regionData={regionData}
          shows={shows}
          errors={{ country: errorOf('country'), region: errorOf('region'), city: errorOf('city') }}
          notes={notes}
          onChange={(next: Partial<LocationValues>) => change(next)}
          disabled={save.isPending}
        />
      ) : null}

      {showsAppearance ? (
        <fieldset className="profile-fieldset" aria-labelledby="profile-appearance-title">
          <h3 className="profile-fieldset__title" id="profile-appearance-title">
            {t('profile.appearance_title')}
          </h3>
          <div className="row g-0 gx-sm-3">
            {APPEARANCE.filter(({ field }) => shows(field)).map(({ field, values: options, vocab }) => (
              <div className="col-sm-6" key={field}>
                <ProfileSelect
                  id={`profile-${field}`}
                  label={t(`profile.${field}`)}
                  value={values[field]}
                  options={options.map((value) => ({ value, label: t(`vocab.${vocab}.${value}` as 'vocab.genders.male') }))}
                  empty="clear"
                  onChange={(value) => change({ [field]: value })}
                  error={errorOf(field)}
                  help={note(field)}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}

      {shows('interests') ? (
        <InterestChips
          interests={interests}
          selected={values.interests}
          onChange={(selected) => change({ interests: selected })}
          error={errorOf('interests')}
          help={note('interests')}
        />
      ) : null}

      {shows('about_me') ? (
        <Form.Group className="mb-3" controlId="profile-about">
          <Form.Label>{t('profile.about_me')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={6}
            value={values.about_me}
            maxLength={ABOUT_MAX_LENGTH}
            placeholder={t('signup.about_placeholder')}
            onChange={(event) => change({ about_me: event.target.value })}
            isInvalid={Boolean(errors.about_me)}
            aria-describedby={[
              'profile-about-counter',
              note('about_me') ? 'profile-about-note' : null,
              errors.about_me ? 'profile-about-error' : null,
            ]
              .filter(Boolean)
              .join(' ')}
          />
          {errors.about_me ? (
            <Form.Control.Feedback type="invalid" id="profile-about-error">
              {errorOf('about_me')}
            </Form.Control.Feedback>
          ) : null}
          <div className="d-flex justify-content-between gap-3">
            <Form.Text id="profile-about-note" muted>
              {note('about_me') ?? ''}
            </Form.Text>
            <Form.Text id="profile-about-counter" muted className="text-nowrap">
              {t('signup.about_counter', { used: values.about_me.length, max: ABOUT_MAX_LENGTH })}
            </Form.Text>
          </div>
        </Form.Group>
      ) : null}

      <SelfDescriptionFields appearance={values.appearance} ethnicity={values.ethnicity} onChange={(next) => change(next)} />

      <div aria-live="polite">
        {hasFieldErrors ? (
          <Alert variant="danger" className="py-2" data-testid="profile-form-invalid">
            {t('errors.validation_failed')}
          </Alert>
        ) : (
          <ApiErrorAlert error={save.error} />
        )}
      </div>
      <div className="profile-details__actions">
        <span className="profile-details__dirty small text-body-secondary" aria-live="polite">
          {dirty ? t('profile.unsaved') : ''}
        </span>
        <Button type="submit" variant="primary" disabled={save.isPending} data-testid="profile-save">
          {save.isPending ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}
