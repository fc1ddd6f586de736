import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyInfoQuery } from '../site-settings/company-info-query';

/** US visitors (English locale) get the 18 U.S.C. 2257 record-keeping statement. */
export function UsCompliance() {
  const { t } = useTranslation();
  const company = useQuery(companyInfoQuery());
  return (
    <p className="us-compliance small mb-0">
      <strong>{t('footer.us_2257_title')}</strong> {t('footer.us_2257_body')}
      {company.data ? (
        <>
          {' '}
          {t('footer.us_2257_custodian', {
            company: company.data.name,
            address: company.data.address,
            city: company.data.city,
          })}
        </>
      ) : null}
    </p>
  );
}
