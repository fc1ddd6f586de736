import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface Props {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  error?: string | null;
  /** Red border without a message of its own (the message is elsewhere, e.g. an alert). */
  isInvalid?: boolean;
  help?: ReactNode;
  /** Shown under the error, e.g. the "did you mean" suggestion. */
  extra?: ReactNode;
  maxLength?: number;
  inputMode?: 'email' | 'text';
}

/** Label, input, help and error in Bootstrap's validation style (red border and icon, spec §5). */
export function TextField({ id, label, value, onChange, onBlur, type = 'text', autoComplete, error, isInvalid = false, help, extra, maxLength, inputMode }: Props) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        name={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        isInvalid={isInvalid || Boolean(error)}
        aria-describedby={describedBy}
        maxLength={maxLength}
        inputMode={inputMode}
        autoCapitalize={type === 'email' ? 'off' : undefined}
        spellCheck={type === 'email' ? false : undefined}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
      {extra}
      {help ? (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
