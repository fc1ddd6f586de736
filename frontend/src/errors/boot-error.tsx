import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

interface Props {
  onRetry: () => void;
  busy?: boolean;
  /** False when not even a catalog could be loaded; then a bilingual fixed text is shown. */
  translated: boolean;
}

export function BootError({ onRetry, busy = false, translated }: Props) {
  const { t } = useTranslation();
  const message = translated ? t('errors.generic') : 'Si è verificato un errore. / Something went wrong.';
  const retry = translated ? t('common.retry') : 'Riprova / Retry';
  return (
    <main id="main" className="boot-error">
      <ErrorPage
        status={500}
        message={message}
        action={
          <button type="button" className="btn btn-primary btn-lg" onClick={onRetry} disabled={busy}>
            {retry}
          </button>
        }
      />
    </main>
  );
}
