import { createFileRoute, notFound } from '@tanstack/react-router';
import { currentLocale } from '../../../i18n/current-locale';
import { StaticPageView } from '../../../pages/static/static-page-view';
import { staticPageQuery } from '../../../pages/static/static-page-query';
import { isStaticPage, type StaticPage } from '../../../pages/static/static-pages';
import { companyInfoQuery } from '../../../site-settings/company-info-query';

export const Route = createFileRoute('/_default/pages/$page')({
  params: {
    // An unknown page name is a 404, like any unmatched URL.
    parse: ({ page }): { page: StaticPage } => {
      if (!isStaticPage(page)) throw notFound();
      return { page };
    },
    stringify: ({ page }) => ({ page }),
  },
  loader: async ({ context: { queryClient, i18n }, params: { page } }) => {
    await Promise.all([
      queryClient.ensureQueryData(staticPageQuery(currentLocale(i18n), page)),
      queryClient.ensureQueryData(companyInfoQuery()),
    ]);
  },
  component: StaticPageRoute,
});

function StaticPageRoute() {
  return <StaticPageView page={Route.useParams().page} />;
}
