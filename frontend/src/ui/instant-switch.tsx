import Form from 'react-bootstrap/Form';
import { ApiErrorAlert } from './api-error-alert';

interface Props {
  id: string;
  label: string;
  help: string;
  /** The saved value; while saving, the value being saved shows instead of flickering back. */
  checked: boolean;
  saving: boolean;
  savingValue: boolean | undefined;
  onChange: (checked: boolean) => void;
  error: unknown;
  className?: string;
  /** Not usable for a reason other than saving (the help text or an alert beside it says why). */
  disabled?: boolean;
}

/** A switch saved the moment it is flipped, with its help text and the save's error. */
export function InstantSwitch({ id, label, help, checked, saving, savingValue, onChange, error, className, disabled = false }: Props) {
  return (
    <>
      <Form.Check
        type="switch"
        id={id}
        className={className}
        label={label}
        checked={saving && savingValue !== undefined ? savingValue : checked}
        disabled={saving || disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-help`}
        data-testid={id}
      />
      <p id={`${id}-help`} className="form-text mb-0">
        {help}
      </p>
      <ApiErrorAlert error={error} className="mt-3 mb-0" />
    </>
  );
}
