import { Link } from '@tanstack/react-router';
import Form from 'react-bootstrap/Form';
import { Trans } from 'react-i18next';

/** The consent checkbox; the documents open in a new tab so the form keeps what was typed. */
export function TermsConsent({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}) {
  return (
    <Form.Group className="mb-3" controlId="signup-consent">
      <Form.Check type="checkbox" id="signup-consent">
        <Form.Check.Input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          isInvalid={Boolean(error)}
        />
        <Form.Check.Label>
          <Trans
            i18nKey="signup.consent"
            components={{
              terms: <Link to="/pages/$page" params={{ page: 'terms' }} target="_blank" rel="noopener" />,
              privacy: <Link to="/pages/$page" params={{ page: 'privacy' }} target="_blank" rel="noopener" />,
            }}
          />
        </Form.Check.Label>
        {error ? <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback> : null}
      </Form.Check>
    </Form.Group>
  );
}
