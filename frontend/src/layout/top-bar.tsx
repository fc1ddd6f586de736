import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth';
import { useCounters } from '../counters/use-counters';
import { useSyncUserLanguage } from '../auth/use-sync-user-language';
import { useLocale } from '../i18n/use-locale';
import { AccountMenu } from './account-menu';
import { CreditsBadge } from './credits-badge';
import { LanguageDropdown } from './language-dropdown';
import { LogoLink } from './logo-link';
import { MemberNav } from './member-nav';
import { Deferred } from '../ui/deferred';
import { useStandalone } from './use-standalone';
import { VisitorActions } from './visitor-actions';

// Only the installed app has a Back button (docs/product.md#installed-app): browser tabs never load its code.
const BackButton = lazy(() => import('./back-button').then((module) => ({ default: module.BackButton })));

export function TopBar() {
  const { t } = useTranslation();
  const { offered } = useLocale();
  const { user, pending } = useAuth();
  useSyncUserLanguage();
  const showLanguages = offered.length > 1;
  const standalone = useStandalone();
  const counters = useCounters();
  const news = user ? counters.unreadMessages + counters.newLikes : 0;
  // Controlled so the mobile menu closes after a link is followed.
  const [expanded, setExpanded] = useState(false);
  const href = useRouterState({ select: (state) => state.location.href });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => setExpanded(false), [href]);
  const close = () => setExpanded(false);
  // docs/product.md#screens: nothing to wander off to while the member is asked to confirm the email.
  const showMenu = pathname !== '/complete-signup';

  return (
    // Bootstrap's navbar classes without react-bootstrap's Navbar (its collapse brings Offcanvas and
    // transitions into every page's first load): the menu opens and closes by the `show` class.
    <header className="top-bar navbar navbar-expand-md navbar-light sticky-top">
      <div className="container">
        {standalone ? (
          <Deferred until="settled">
            <BackButton />
          </Deferred>
        ) : null}
        <LogoLink className="navbar-brand me-auto" />
        {showLanguages ? (
          <div className="order-md-last ms-2 ms-md-3">
            <LanguageDropdown />
          </div>
        ) : null}
        {showMenu ? (
          <>
            <span className="top-bar__toggle ms-2 d-md-none">
              <button
                type="button"
                className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
                aria-controls="top-bar-nav"
                aria-expanded={expanded}
                aria-label={news > 0 ? t('nav.toggle_news', { number: news }) : t('nav.toggle')}
                onClick={() => setExpanded((value) => !value)}
              >
                <span className="navbar-toggler-icon" />
              </button>
              {/* On phones the badges hide in the closed menu; a dot on the toggle says there is news. */}
              {news > 0 ? <span className="top-bar__toggle-dot" aria-hidden="true" data-testid="menu-news-dot" /> : null}
            </span>
            <div id="top-bar-nav" className={`flex-grow-0 navbar-collapse collapse${expanded ? ' show' : ''}`}>
              <nav aria-label={t('nav.label')} className="navbar-nav ms-md-auto">
                {user ? (
                  <MemberNav paid={user.paid_user} onNavigate={close} />
                ) : (
                  <>
                    <Link to="/" hash="how-it-works" className="nav-link" activeOptions={{ includeHash: true }} onClick={close}>
                      {t('nav.how_it_works')}
                    </Link>
                    <Link to="/pages/$page" params={{ page: 'faq' }} className="nav-link" onClick={close}>
                      {t('nav.faq')}
                    </Link>
                  </>
                )}
              </nav>
              {/* Nothing until the session is known, so visitors never see a member menu flash or vice versa. */}
              {pending ? null : user ? (
                <div className="top-bar__actions">
                  <CreditsBadge user={user} />
                  <AccountMenu user={user} onNavigate={close} />
                </div>
              ) : (
                <VisitorActions onNavigate={close} />
              )}
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
