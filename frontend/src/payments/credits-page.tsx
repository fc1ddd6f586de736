import { useEffect, useRef } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { useAuth } from '../auth/use-auth';
import { usePageTitle } from '../layout/use-page-title';
import { BuyingPageHeader } from './buying-page-header';
import { CreditsBalance } from './credits-balance';
import type { CreditsSearch } from './credits-search-rules';
import { DiscountCodeForm } from './discount-code-form';
import { OfferNotice } from './offer-notice';
import { OneTimeNotice } from './one-time-notice';
import { OrderLinks } from './order-links';
import { PackageGridSkeleton } from './package-grid-skeleton';
import { PackageOption } from './package-option';
import { PaymentMethodList } from './payment-method-list';
import { useActiveOffer } from './use-active-offer';
import { usePricedPackages } from './use-priced-packages';
import './payments.scss';

interface Props {
  search: CreditsSearch;
  onSearch: (next: CreditsSearch) => void;
}

/**
 * /credits (docs/product.md#payments): the packages at the member's prices, a discount code, and for the
 * chosen package the payment methods of the member's country. The choice lives in the
 * address, so going back from the payment page finds it again.
 */
export function CreditsPage({ search, onSearch }: Props) {
  const { t } = useTranslation();
  usePageTitle(t('credits_page.title'));
  const { user } = useAuth();
  const offer = useActiveOffer();
  const code = search.code ?? null;
  const priced = usePricedPackages(code);
  const packages = priced.data?.packages ?? [];
  const selected = packages.find((pkg) => pkg.id === search.package) ?? null;
  const methodsRef = useRef<HTMLElement>(null);
  const chosenByClick = useRef(false);

  // On a phone the methods appear below the fold: bring them into view after a choice.
  useEffect(() => {
    if (!selected || !chosenByClick.current) return;
    chosenByClick.current = false;
    methodsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [selected]);

  const choose = (id: number) => {
    chosenByClick.current = true;
    onSearch({ ...search, package: id });
  };

  return (
    <div className="buying-page credits-page">
      <BuyingPageHeader title={t('credits_page.title')} intro={t('credits_page.intro')}>
        {user ? <CreditsBalance credits={user.credits} /> : null}
      </BuyingPageHeader>
      <Container className="buying-page__body">
        {offer && !code ? <OfferNotice offer={offer} /> : null}
        {priced.error ? (
          <ApiErrorAlert error={priced.error} onRetry={priced.retry} retrying={priced.retrying} />
        ) : priced.pending || !priced.data ? (
          <PackageGridSkeleton />
        ) : (
          <>
            <fieldset className="credits-page__packages">
              <legend className="h4">{t('credits_page.choose_package')}</legend>
              <div className="package-grid">
                {packages.map((pkg) => (
                  <PackageOption
                    key={pkg.id}
                    pkg={pkg}
                    discount={priced.data?.discount ?? null}
                    selected={pkg.id === selected?.id}
                    onSelect={choose}
                  />
                ))}
              </div>
            </fieldset>
            <section
              ref={methodsRef}
              className="credits-page__methods"
              aria-labelledby="credits-methods-title"
              data-testid="payment-methods"
            >
              <h2 id="credits-methods-title" className="h4">
                {t('credits_page.methods_title')}
              </h2>
              {selected ? (
                <PaymentMethodList packageId={selected.id} methods={priced.data.methods} code={code} />
              ) : (
                <p className="text-body-secondary mb-0">{t('credits_page.choose_package_first')}</p>
              )}
            </section>
          </>
        )}
        <DiscountCodeForm
          key={code ?? ''}
          code={code}
          applied={priced.codeDiscount}
          checking={priced.checkingCode}
          error={priced.codeError}
          onApply={(next) => onSearch({ ...search, code: next ?? undefined })}
        />
        <OneTimeNotice />
        <OrderLinks />
      </Container>
    </div>
  );
}
