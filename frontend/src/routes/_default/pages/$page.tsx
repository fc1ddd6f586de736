import { createFileRoute, notFound } from '@tanstack/react-router';
import { currentLocale } from '../../../i18n/current-locale';
import { StaticPageView } from '../../../pages/static/static-page-view';
import { staticPageQuery } from '../../../pages/static/static-page-query';
import { isStaticPage } from '../../../pages/static/static-pages';
import { companyInfoQuery } from '../../../site-settings/company-info-query';

export const Route = createFileRoute('/_default/pages/$page')({
  // An unknown page name is a 404, like any unmatched URL.
  beforeLoad: ({ params }) => {
    if (!isStaticPage(params.page)) throw notFound();
  },
  loader: async ({ context: { queryClient, i18n }, params }) => {
    if (!isStaticPage(params.page)) return;
    await Promise.all([
      queryClient.ensureQueryData(staticPageQuery(currentLocale(i18n), params.page)),
      queryClient.ensureQueryData(companyInfoQuery()),
    ]);
  },
  component: StaticPageRoute,
});

function StaticPageRoute() {
  const { page } = Route.useParams();
  return isStaticPage(page) ? <StaticPageView page={page} /> : null;
}
