/** Full-viewport spinner for the moments before anything else can be drawn. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="boot-spinner" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
