import { useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { showsBackButton } from './back-button-rules';

/** The installed app's Back button in the top bar (docs/product.md#installed-app); the top bar loads it in standalone display only. */
export function BackButton() {
  const { t } = useTranslation();
  const router = useRouter();
  const routeFullPath = useRouterState({ select: (state) => state.matches.at(-1)?.fullPath });
  // Read on each render: every navigation renders the top bar again.
  if (!showsBackButton({ standalone: true, historyLength: window.history.length, routeFullPath })) return null;
  return (
    <button
      type="button"
      className="btn btn-link top-bar__back px-1 me-1"
      onClick={() => router.history.back()}
      data-testid="app-back-button"
    >
      <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{t('nav.back')}</span>
    </button>
  );
}
