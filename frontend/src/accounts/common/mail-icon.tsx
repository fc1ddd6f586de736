/** An envelope for pages about mails we sent. */
export function MailIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect x="5" y="10" width="38" height="28" rx="5" fill="currentColor" opacity="0.14" />
      <rect x="5" y="10" width="38" height="28" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M7 14l17 12 17-12" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
