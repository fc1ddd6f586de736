import type { AppliedDiscount, CreditPackageView } from '@amoretto/shared';
import { numberFormat } from '../i18n/number-format';

// Display only: every amount comes from the server (amount_cents is what is charged); the
// client formats, it never works out a price.

/** An amount in minor units in the site's currency, written the member's way ("€ 19,99", "19,99 zł"). */
export function formatPrice(cents: number, currency: string, localeTag: string): string {
  return numberFormat(localeTag, { style: 'currency', currency }).format(cents / 100);
}

/** The price of one credit, which is often a fraction of a cent: up to three decimals. */
export function formatPricePerCredit(cents: number, currency: string, localeTag: string): string {
  return numberFormat(localeTag, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(cents / 100);
}

/** "25%", "25 %": a whole percentage as the language writes it. */
export function formatPercent(percent: number, localeTag: string): string {
  return numberFormat(localeTag, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** The server charges less than the list price for this package. */
export function isDiscounted(pkg: Pick<CreditPackageView, 'amount_cents' | 'price_cents'>): boolean {
  return pkg.amount_cents < pkg.price_cents;
}

/**
 * The percentage the ribbon names: the server's discount, on packages it actually made
 * cheaper (a code can be limited to some orders); null for a package at list price.
 */
export function ribbonPercent(
  pkg: Pick<CreditPackageView, 'amount_cents' | 'price_cents'>,
  discount: AppliedDiscount | null,
): number | null {
  return discount && discount.percentage > 0 && isDiscounted(pkg) ? discount.percentage : null;
}
