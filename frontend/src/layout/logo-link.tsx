import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth';
import { useSettings } from '../site-settings/use-settings';
import { Logo } from './logo';
import { logoTarget } from './logo-target';

/**
 * The brand link. A plain anchor with client-side navigation, because its logged-in
 * target (/members) is a route a later issue adds and typed <Link> cannot name it yet.
 */
export function LogoLink({ light = false, className = '' }: { light?: boolean; className?: string }) {
  const { isLoggedIn } = useAuth();
  const { name } = useSettings();
  const { t } = useTranslation();
  const router = useRouter();
  const href = logoTarget(isLoggedIn);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and modified clicks.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };

  return (
    <a href={href} onClick={onClick} className={`logo-link ${className}`} aria-label={t('common.logo_label', { name })}>
      <Logo light={light} />
    </a>
  );
}
