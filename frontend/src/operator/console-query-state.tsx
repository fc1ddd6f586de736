import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { SiteLanguageAlert } from './site-language-alert';

interface ConsoleQueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  texts: { loading: string; loadFailed: string; retry: string };
  children: ReactNode;
}

/** A console area's loading and error states around its content. */
export function ConsoleQueryState({ isPending, error, onRetry, texts, children }: ConsoleQueryStateProps) {
  if (isPending) {
    return (
      <p role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" /> {texts.loading}
      </p>
    );
  }
  if (error) {
    return (
      <div>
        <p className="mb-2">{texts.loadFailed}</p>
        <SiteLanguageAlert error={error} />
        <Button variant="outline-primary" onClick={onRetry}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
