import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { LanguageDropdown } from './language-dropdown';
import { LogoLink } from './logo-link';

// Login and the member menu arrive with the accounts issue; only real routes are linked here.
export function TopBar() {
  const { t } = useTranslation();
  const { offered } = useLocale();
  const showLanguages = offered.length > 1;
  // Controlled so the mobile menu closes after a link is followed.
  const [expanded, setExpanded] = useState(false);
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => setExpanded(false), [href]);

  return (
    <Navbar expand="md" sticky="top" className="top-bar" expanded={expanded} onToggle={setExpanded}>
      <Container>
        <LogoLink className="navbar-brand me-auto" />
        {showLanguages ? (
          <div className="order-md-last ms-2 ms-md-3">
            <LanguageDropdown />
          </div>
        ) : null}
        <Navbar.Toggle aria-controls="top-bar-nav" aria-label={t('nav.toggle')} className="ms-2" />
        <Navbar.Collapse id="top-bar-nav" className="flex-grow-0">
          <nav aria-label={t('nav.label')} className="navbar-nav ms-md-auto">
            <Link to="/" hash="how-it-works" className="nav-link" activeOptions={{ includeHash: true }} onClick={() => setExpanded(false)}>
              {t('nav.how_it_works')}
            </Link>
            <Link to="/pages/$page" params={{ page: 'faq' }} className="nav-link" onClick={() => setExpanded(false)}>
              {t('nav.faq')}
            </Link>
          </nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
