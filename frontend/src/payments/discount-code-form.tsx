import { DISCOUNT_CODE_MAX_LENGTH, type AppliedDiscount } from '@amoretto/shared';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../member-page/member-page-rules';
import { cleanDiscountCode } from './credits-search-rules';
import { formatPercent } from './price-display-rules';
import { useLocaleTag } from '../ui/use-locale-tag';

interface Props {
  /** The code in use (from the address), null for none. */
  code: string | null;
  /** The server's discount for that code once it accepted it. */
  applied: AppliedDiscount | null;
  checking: boolean;
  /** Why the server refused the code, if it did. */
  error: unknown;
  onApply: (code: string | null) => void;
}

/** A discount code typed by the member; the server checks it and prices the packages with it. */
export function DiscountCodeForm({ code, applied, checking, error, onApply }: Props) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const id = useId();
  const [text, setText] = useState(code ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(cleanDiscountCode(text) ?? null);
  };
  const remove = () => {
    setText('');
    onApply(null);
  };
  const feedbackId = `${id}-feedback`;
  return (
    <Form className="discount-code" onSubmit={submit} noValidate data-testid="discount-code-form">
      <Form.Label htmlFor={id}>{t('credits_page.code_label')}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          isInvalid={Boolean(error)}
          aria-describedby={error || applied ? feedbackId : undefined}
          data-testid="discount-code-input"
        />
        <Button type="submit" variant="outline-primary" disabled={checking || !cleanDiscountCode(text)} data-testid="discount-code-apply">
          {t('credits_page.code_apply')}
        </Button>
        {error ? (
          <Form.Control.Feedback type="invalid" id={feedbackId} role="alert" data-testid="discount-code-error">
            {t(errorKey(error))}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
      {applied && !error ? (
        <p className="discount-code__applied" id={feedbackId} role="status" data-testid="discount-code-applied">
          {t('credits_page.code_applied', { code: applied.code, percent: formatPercent(applied.percentage, localeTag) })}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={remove}>
            {t('credits_page.code_remove')}
          </Button>
        </p>
      ) : null}
      {error && code ? (
        <Button variant="link" className="p-0 mt-1" onClick={remove}>
          {t('credits_page.code_remove')}
        </Button>
      ) : null}
    </Form>
  );
}
