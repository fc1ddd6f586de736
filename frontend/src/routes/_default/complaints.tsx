import { createFileRoute } from '@tanstack/react-router';
import { ComplaintForm } from '../../complaints/complaint-form';
import { currentLocale } from '../../i18n/current-locale';
import { StaticPageView } from '../../pages/static/static-page-view';
import { staticPageQuery } from '../../pages/static/static-page-query';
import { companyInfoQuery } from '../../site-settings/company-info-query';

export const Route = createFileRoute('/_default/complaints')({
  loader: async ({ context: { queryClient, i18n } }) => {
    await Promise.all([
      queryClient.ensureQueryData(staticPageQuery(currentLocale(i18n), 'complaints')),
      queryClient.ensureQueryData(companyInfoQuery()),
    ]);
  },
  // The form first, then the page's text on what happens with a complaint (docs/product.md#complaints).
  component: () => (
    <StaticPageView page="complaints">
      <ComplaintForm />
    </StaticPageView>
  ),
});
