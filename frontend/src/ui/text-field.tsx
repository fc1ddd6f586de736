import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface Props {
  id: string;
  /** The input's name (autofill); the id when not given. */
  name?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  error?: string | null;
  /** Red border without a message of its own (the message is elsewhere, e.g. an alert). */
  isInvalid?: boolean;
  help?: ReactNode;
  /** Shown under the error, e.g. the "did you mean" suggestion. */
  extra?: ReactNode;
  maxLength?: number;
  inputMode?: 'email' | 'text' | 'tel';
  className?: string;
  testId?: string;
}

/** Label, input, help and error in Bootstrap's validation style (red border and icon, docs/product.md#errors). */
export function TextField({
  id,
  name = id,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  error,
  isInvalid = false,
  help,
  extra,
  maxLength,
  inputMode,
  className = 'mb-3',
  testId,
}: Props) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        name={name}
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
        data-testid={testId}
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
