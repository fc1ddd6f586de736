import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
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
import { VisitorActions } from './visitor-actions';

export function TopBar() {
  const { t } = useTranslation();
  const { offered } = useLocale();
  const { user, pending } = useAuth();
  useSyncUserLanguage();
  const showLanguages = offered.length > 1;
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
    <Navbar expand="md" sticky="top" className="top-bar" expanded={expanded} onToggle={setExpanded}>
      <Container>
        <LogoLink className="navbar-brand me-auto" />
        {showLanguages ? (
          <div className="order-md-last ms-2 ms-md-3">
            <LanguageDropdown />
          </div>
        ) : null}
        {showMenu ? (
          <>
            {/* react-bootstrap names the toggle through `label`; an aria-label prop would be overwritten. */}
            <span className="top-bar__toggle ms-2 d-md-none">
              <Navbar.Toggle aria-controls="top-bar-nav" label={news > 0 ? t('nav.toggle_news', { number: news }) : t('nav.toggle')} />
              {/* On phones the badges hide in the closed menu; a dot on the toggle says there is news. */}
              {news > 0 ? <span className="top-bar__toggle-dot" aria-hidden="true" data-testid="menu-news-dot" /> : null}
            </span>
            <Navbar.Collapse id="top-bar-nav" className="flex-grow-0">
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
            </Navbar.Collapse>
          </>
        ) : null}
      </Container>
    </Navbar>
  );
}
