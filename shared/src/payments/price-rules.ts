/**
 * The charged amount of a package under a percentage discount, in minor units: rounded to
 * the nearest cent, halves up. The server computes every price it shows with this, and
 * charges exactly what it showed.
 */
export function discountedCents(priceCents: number, percentage: number): number {
  if (percentage <= 0) return priceCents;
  return Math.round((priceCents * (100 - Math.min(percentage, 100))) / 100);
}

/** Price per credit in minor units, two decimals (display only, never charged). */
export function pricePerCreditCents(amountCents: number, credits: number): number {
  return Math.round((amountCents / credits) * 100) / 100;
}
