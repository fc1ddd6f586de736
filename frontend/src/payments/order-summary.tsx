import type { AppliedDiscount, CreditPackageView, PaymentMethod } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice, isDiscounted } from './price-display-rules';
import { useLocaleTag } from '../ui/use-locale-tag';
import { numberFormat } from '../i18n/number-format';

interface Props {
  pkg: CreditPackageView;
  discount: AppliedDiscount | null;
  method: PaymentMethod | null;
}

/** The order before paying: package, list price and discount when there is one, the total charged, the method. */
export function OrderSummary({ pkg, discount, method }: Props) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const price = (cents: number) => formatPrice(cents, pkg.currency, localeTag);
  const discounted = isDiscounted(pkg) && discount !== null;
  return (
    <dl className="order-summary" data-testid="order-summary">
      <div className="order-summary__row">
        <dt>{t('pay_page.package')}</dt>
        <dd>{t('pay_page.credits', { credits: numberFormat(localeTag).format(pkg.credits) })}</dd>
      </div>
      {discounted ? (
        <>
          <div className="order-summary__row">
            <dt>{t('pay_page.list_price')}</dt>
            <dd>
              <del>{price(pkg.price_cents)}</del>
            </dd>
          </div>
          <div className="order-summary__row order-summary__row--discount">
            <dt>{t('pay_page.discount', { code: discount.code })}</dt>
            <dd>−{formatPercent(discount.percentage, localeTag)}</dd>
          </div>
        </>
      ) : null}
      {method ? (
        <div className="order-summary__row">
          <dt>{t('pay_page.method')}</dt>
          <dd data-testid="order-method">{t(`payment_methods.${method}`)}</dd>
        </div>
      ) : null}
      <div className="order-summary__row order-summary__row--total">
        <dt>{t('pay_page.total')}</dt>
        <dd data-testid="order-total">{price(pkg.amount_cents)}</dd>
      </div>
    </dl>
  );
}
