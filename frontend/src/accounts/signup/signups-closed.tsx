import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** docs/product.md#accounts: this site takes no signups from this visitor right now. */
export function SignupsClosed({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="info" className="mb-0">
      <p>{t('errors.signups_closed')}</p>
      <Link to="/login" className="alert-link" onClick={onLeave}>
        {t('signup.have_account')}
      </Link>
    </Alert>
  );
}
