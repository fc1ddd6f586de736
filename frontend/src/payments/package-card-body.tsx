import type { AppliedDiscount, CreditPackageView } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice, formatPricePerCredit, isDiscounted, ribbonPercent } from './price-display-rules';
import { useLocaleTag } from '../ui/use-locale-tag';
import { numberFormat } from '../i18n/number-format';

/**
 * What a package card says, all in phrasing elements so it can sit inside a label: credits,
 * the price the server charges, the struck list price and the ribbon when discounted, the
 * price per credit and the popular mark.
 */
export function PackageCardBody({ pkg, discount }: { pkg: CreditPackageView; discount: AppliedDiscount | null }) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const ribbon = ribbonPercent(pkg, discount);
  return (
    <>
      {ribbon !== null ? (
        <span className="package-card__ribbon" data-testid="discount-ribbon">
          {t('pricing.ribbon', { percent: formatPercent(ribbon, localeTag) })}
        </span>
      ) : null}
      {pkg.popular ? <span className="package-card__popular">{t('pricing.popular')}</span> : null}
      <span className="package-card__credits">
        <span className="package-card__credits-label">{t('pricing.credits_label')}</span>
        <span className="package-card__credits-number">{numberFormat(localeTag).format(pkg.credits)}</span>
      </span>
      <span className="package-card__price">
        {isDiscounted(pkg) ? (
          <del className="package-card__list-price">
            <span className="visually-hidden">{t('pricing.list_price')} </span>
            {formatPrice(pkg.price_cents, pkg.currency, localeTag)}
          </del>
        ) : null}{' '}
        <span className="package-card__amount" data-testid="package-amount">
          {isDiscounted(pkg) ? <span className="visually-hidden">{t('pricing.now_price')} </span> : null}
          {formatPrice(pkg.amount_cents, pkg.currency, localeTag)}
        </span>
      </span>
      <span className="package-card__per-credit">
        {t('pricing.per_credit', { price: formatPricePerCredit(pkg.price_per_credit_cents, pkg.currency, localeTag) })}
      </span>
    </>
  );
}
