import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** "Did you mean …?" for a mistyped mail domain; one click puts the corrected address in the field. */
export function EmailSuggestion({ suggestion, onAccept }: { suggestion: string | null | undefined; onAccept: (email: string) => void }) {
  const { t } = useTranslation();
  if (!suggestion) return null;
  return (
    <p className="email-suggestion small mt-1 mb-0" role="status">
      {t('forms.did_you_mean_prefix')}{' '}
      <Button variant="link" size="sm" className="p-0 align-baseline fw-semibold" onClick={() => onAccept(suggestion)}>
        {suggestion}
      </Button>
      {t('forms.did_you_mean_suffix')}
    </p>
  );
}
