import { useQuery } from '@tanstack/react-query';
import { companyInfoQuery } from '../../site-settings/company-info-query';
import { useSettings } from '../../site-settings/use-settings';
import { formatLongDate } from '../../ui/long-date';
import { useLocaleTag } from '../../ui/use-locale-tag';
import type { PlaceholderValues } from './fill-placeholders';

/** Site and company facts for static pages; company fields stay empty until loaded. */
export function usePlaceholderValues(): PlaceholderValues {
  const settings = useSettings();
  const localeTag = useLocaleTag();
  const company = useQuery(companyInfoQuery()).data;
  return {
    site_name: settings.name,
    company_name: company?.name ?? '',
    company_address: company?.address ?? '',
    company_city: company?.city ?? '',
    kvk: company?.kvk ?? '',
    support_email: settings.support_email,
    support_phone: company?.support_phone || settings.support_phone,
    refund_days: String(settings.refund_days),
    terms_date: company ? formatLongDate(company.terms_version_date, localeTag) : '',
  };
}
