// The four credit packages of each site, in the site's currency (minor units). Shipped by
// the Payments migration; live price changes are new migrations or operator edits.
import type { PackageTier } from '../../payments/payment-types';

export interface PackageSeed {
  tier: PackageTier;
  credits: number;
  popular: boolean;
}

/** Same credits everywhere: a text message costs 10 credits on every site. */
export const PACKAGE_CREDITS: readonly PackageSeed[] = [
  { tier: 'p0', credits: 100, popular: false },
  { tier: 'p1', credits: 250, popular: true },
  { tier: 'p2', credits: 600, popular: false },
  { tier: 'p3', credits: 1500, popular: false },
];

/** Prices per currency for p0..p3, set to sit at local price points rather than converted. */
export const PACKAGE_PRICES_CENTS: Record<string, readonly [number, number, number, number]> = {
  EUR: [999, 1999, 3999, 7999],
  USD: [1099, 2199, 4399, 8799],
  GBP: [899, 1799, 3499, 6999],
  CHF: [999, 1999, 3999, 7999],
  PLN: [4299, 8499, 16999, 33999],
  CAD: [1499, 2999, 5999, 11999],
  AUD: [1699, 3299, 6499, 12999],
  NZD: [1799, 3599, 7199, 14399],
};
