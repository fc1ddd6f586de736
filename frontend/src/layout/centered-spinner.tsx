import Spinner from 'react-bootstrap/Spinner';

/** Full-viewport spinner for the moments before anything else can be drawn. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="boot-spinner" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
