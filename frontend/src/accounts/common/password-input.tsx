import { useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  isInvalid?: boolean;
  error?: string | null;
  describedBy?: string;
  name?: string;
}

/** Password field with a show/hide switch, so people typing on phones can check what they typed. */
export function PasswordInput({ id, value, onChange, autoComplete, isInvalid = false, error, describedBy, name }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const feedbackId = `${id}-error`;
  const described = [describedBy, error ? feedbackId : null].filter(Boolean).join(' ') || undefined;
  return (
    <InputGroup hasValidation>
      <Form.Control
        id={id}
        name={name ?? id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        isInvalid={isInvalid || Boolean(error)}
        aria-describedby={described}
      />
      <Button
        variant="outline-secondary"
        className="password-toggle"
        onClick={() => setVisible((shown) => !shown)}
        aria-pressed={visible}
        aria-controls={id}
        aria-label={visible ? t('forms.hide_password') : t('forms.show_password')}
        title={visible ? t('forms.hide_password') : t('forms.show_password')}
      >
        <EyeIcon crossed={visible} />
      </Button>
      {error ? (
        <Form.Control.Feedback type="invalid" id={feedbackId}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </InputGroup>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
    </svg>
  );
}
