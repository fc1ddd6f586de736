/** A round tick (done) or exclamation mark (failed) above a result message. */
export function StatusIcon({ kind }: { kind: 'success' | 'error' }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" className={`status-icon status-icon--${kind}`}>
      <circle cx="24" cy="24" r="21" fill="currentColor" opacity="0.14" />
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" />
      {kind === 'success' ? (
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M24 13v14M24 33v1" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
      )}
    </svg>
  );
}
