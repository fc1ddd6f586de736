import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** The acknowledgment after sending: the reference, and where its mail went. */
export function ComplaintSent({ reference, email, onAnother }: { reference: string; email: string; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="success" className="complaint-sent mb-4" role="status" data-testid="complaint-sent">
      <Alert.Heading as="h2" className="h4">
        {t('complaint_form.done_title')}
      </Alert.Heading>
      <p>{t('complaint_form.done_text', { reference, email })}</p>
      <p className="complaint-sent__reference" data-testid="complaint-reference">
        {reference}
      </p>
      <Button variant="outline-success" onClick={onAnother}>
        {t('complaint_form.another')}
      </Button>
    </Alert>
  );
}
