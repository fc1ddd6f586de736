import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { DirectDebitTextField } from './direct-debit-rules';

interface Props {
  field: DirectDebitTextField;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  autoComplete?: string;
  inputMode?: 'text' | 'tel';
  type?: 'text' | 'tel';
  maxLength?: number;
  help?: ReactNode;
  className?: string;
}

/** One field of the direct-debit form in Bootstrap's validation style (red border and icon, spec §5). */
export function DirectDebitField({ field, label, value, onChange, onBlur, error, autoComplete, inputMode, type = 'text', maxLength, help, className = 'mb-3' }: Props) {
  const id = `dd-${field.replace('_', '-')}`;
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        name={field}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy}
        data-testid={id}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
      {help ? (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
