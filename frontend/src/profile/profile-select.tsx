import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

interface Props<V extends string> {
  id: string;
  label: ReactNode;
  value: V | '';
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V | '') => void;
  /** The empty choice: "not specified" for attributes one may clear, "choose…" (not selectable) otherwise. */
  empty: 'clear' | 'choose';
  error?: string | null;
  help?: ReactNode;
  autoComplete?: string;
}

/** A labelled select with Bootstrap's invalid style (red border and icon) and its message. */
export function ProfileSelect<V extends string>({ id, label, value, options, onChange, empty, error, help, autoComplete }: Props<V>) {
  const { t } = useTranslation();
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
      >
        {empty === 'clear' ? (
          <option value="">{t('profile.not_specified')}</option>
        ) : (
          <option value="" disabled>
            {t('profile.choose')}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
      {help ? (
        <Form.Text id={`${id}-help`} muted className="d-block">
          {help}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
