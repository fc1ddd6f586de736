import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { CookieSettingsPanel } from '../../consent/cookie-settings-panel';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../layout/use-page-title';
import { PricingTeaserCard } from '../../payments/pricing-teaser-card';
import { FaqAccordion } from './faq-accordion';
import { HelpCard } from './help-card';
import { fillPlaceholders } from './fill-placeholders';
import type { PageContent } from './page-content';
import { PageSections, sectionId } from './page-sections';
import { staticPageQuery } from './static-page-query';
import type { ContentPage } from './static-pages';
import { usePlaceholderValues } from './use-placeholder-values';

/** `children`: a page's own part (the complaint form), above its sections. */
export function StaticPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // Keep the old text on screen while another language's chunk loads.
  const content = useQuery({ ...staticPageQuery(locale, page), placeholderData: keepPreviousData, throwOnError: true });
  const values = usePlaceholderValues();
  const filled = useMemo(() => (content.data ? fill(content.data, { ...values }) : null), [content.data, values]);
  usePageTitle(filled?.title);

  if (!filled) {
    return (
      <div className="py-5 text-center" role="status">
        <Spinner animation="border" variant="primary" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }

  const isFaq = page === 'faq';
  return (
    <article className="static-page">
      <header className="page-hero">
        <Container>
          <h1 className="page-hero__title">{filled.title}</h1>
        </Container>
      </header>
      <Container className="py-4 py-md-5">
        {isFaq ? (
          <Row className="gy-4">
            <Col lg={8}>
              <FaqAccordion sections={filled.sections} />
            </Col>
            <Col lg={4} xl={{ span: 3, offset: 1 }}>
              <HelpCard />
              <PricingTeaserCard />
            </Col>
          </Row>
        ) : (
          <Row>
            <Col lg={3} className="d-none d-lg-block">
              <nav className="static-page__toc" aria-label={t('common.on_this_page')}>
                <p className="static-page__toc-title">{t('common.on_this_page')}</p>
                <ol className="list-unstyled mb-0">
                  {filled.sections.map((section, index) => (
                    <li key={index}>
                      <a href={`#${sectionId(index)}`}>{section.heading}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            </Col>
            <Col lg={{ span: 8, offset: 1 }} xl={{ span: 7, offset: 1 }}>
              {page === 'cookies' ? <CookieSettingsPanel /> : null}
              {children}
              <PageSections sections={filled.sections} />
            </Col>
          </Row>
        )}
      </Container>
    </article>
  );
}

function fill(content: PageContent, values: Record<string, string>): PageContent {
  return {
    title: fillPlaceholders(content.title, values),
    sections: content.sections.map((section) => ({
      heading: fillPlaceholders(section.heading, values),
      body: section.body.map((paragraph) => fillPlaceholders(paragraph, values)),
    })),
  };
}
