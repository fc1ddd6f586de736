import { useId, type JSX } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { Country } from '@amoretto/shared';
import { LocationIcon } from './location-icon';
import { useGeolocationPermission } from './use-geolocation-permission';
import { useLocate } from './use-locate';
import { locationHint } from './location-hint';

/**
 * "Use my location" for the location settings: idle, active while the browser and the
 * server work, or an error that says only what the member can act on. The caller saves
 * the place; no coordinates ever leave this component except for the one geocode request.
 */
export function LocationButton(props: {
  onLocated: (place: { country: Country; region: string | null; city: string }) => void;
  disabled?: boolean;
}): JSX.Element {
  const { onLocated, disabled = false } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const permission = useGeolocationPermission();
  const { state, start } = useLocate(onLocated);
  const active = state.status === 'active';
  const hint = locationHint(permission, state);

  return (
    <div className="location-button">
      <Button
        type="button"
        variant="outline-primary"
        className="d-inline-flex align-items-center gap-2 text-start"
        onClick={start}
        disabled={disabled || active || permission === 'unsupported'}
        aria-busy={active}
        aria-describedby={hint ? hintId : undefined}
      >
        {active ? <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> : <LocationIcon />}
        <span>{active ? t('location.locating') : t('location.button')}</span>
      </Button>
      {/* Always rendered so screen readers announce a message that appears later. */}
      <div id={hintId} aria-live="polite" className="location-button__hint">
        {hint ? (
          <p className={`small mt-2 mb-0 ${hint === 'failed' ? 'text-danger' : 'text-body-secondary'}`}>{t(`location.${hint}`)}</p>
        ) : null}
      </div>
    </div>
  );
}
