import {
  METHODS_BY_COUNTRY,
  discountedCents,
  pricePerCreditCents,
  type AppliedDiscount,
  type Country,
  type CreditPackageView,
  type PackageTier,
  type PaymentMethod,
  type PaymentStatus,
} from '@amoretto/shared';

export type SequenceType = 'oneoff' | 'first' | 'recurring';

/** The methods a member's country offers (none for a country the product does not serve). */
export function methodsFor(country: string): readonly PaymentMethod[] {
  return METHODS_BY_COUNTRY[country as Country] ?? [];
}

/**
 * The methods a member is offered: the country's, less direct debit when no SMS can carry its
 * code, and, when the provider says which methods its account has enabled (`enabled`, null
 * when it does not or could not say), only those.
 */
export function offeredMethods(
  country: string,
  options: { smsSender: boolean; enabled: readonly PaymentMethod[] | null },
): PaymentMethod[] {
  return methodsFor(country).filter(
    (method) => (method !== 'directdebit' || options.smsSender) && (options.enabled === null || options.enabled.includes(method)),
  );
}

/**
 * Orders that leave a mandate at the provider need the member's customer there: a card kept
 * for repeat orders ('first') and a direct debit (a SEPA mandate made for it). A recurring
 * charge names the customer of the mandate it charges.
 */
export function needsCustomer(order: { sequence_type: SequenceType; method: PaymentMethod }): boolean {
  return order.sequence_type === 'first' || (order.method === 'directdebit' && order.sequence_type !== 'recurring');
}

/**
 * A card payment started by the member asks the provider to keep the card ('first'), so a
 * repeat order can charge it in one click; other methods pay once. A caller charging a
 * stored mandate says 'recurring' itself.
 */
export function sequenceTypeFor(method: PaymentMethod, requested: SequenceType | undefined): SequenceType {
  if (requested) return requested;
  return method === 'creditcard' ? 'first' : 'oneoff';
}

export interface PackageRow {
  id: number;
  tier: PackageTier;
  credits: number;
  price_cents: number;
  currency: string;
  popular: boolean;
}

/** What the member is charged for a package under a discount (or none). */
export function chargedCents(priceCents: number, discount: Pick<AppliedDiscount, 'percentage'> | null): number {
  return discount ? discountedCents(priceCents, discount.percentage) : priceCents;
}

export function packageView(pkg: PackageRow, discount: Pick<AppliedDiscount, 'percentage'> | null): CreditPackageView {
  const amount = chargedCents(pkg.price_cents, discount);
  return {
    id: pkg.id,
    tier: pkg.tier,
    credits: pkg.credits,
    currency: pkg.currency,
    price_cents: pkg.price_cents,
    amount_cents: amount,
    price_per_credit_cents: pricePerCreditCents(amount, pkg.credits),
    popular: pkg.popular,
  };
}

const DAY_MS = 86_400_000;

/**
 * Unused credits of a paid purchase can be given back for money within the site's
 * refund_days after payment, as long as some of its credits have not been taken back.
 */
export function isRefundable(
  payment: { status: PaymentStatus; credits: number; reversed_credits: number; paid_at: Date | null },
  refundDays: number,
  now: Date,
): boolean {
  if (payment.status !== 'paid' || payment.paid_at === null) return false;
  if (payment.reversed_credits >= payment.credits) return false;
  return now.getTime() - payment.paid_at.getTime() <= refundDays * DAY_MS;
}

/** Where the provider sends the member back to: the payment's page on the member's site. */
export function returnUrl(origin: string, paymentId: number): string {
  return `${origin}/transactions/${paymentId}?return=1`;
}

/** What the provider shows on its page and the bank statement: the site and the order number, no language needed. */
export function paymentDescription(siteName: string, paymentId: number): string {
  return `${siteName} #${paymentId}`;
}

/**
 * The origin to send the member back to: the host the member is on when it is one of the
 * member's site's hosts (a local `nl.localhost:3000`, a deployment's own domain), with the
 * scheme of PUBLIC_URL; otherwise the origin mail links use. Never a host the request
 * merely claims.
 */
export function memberOrigin(requestHost: string | undefined, siteHosts: readonly string[], publicUrl: string, fallback: string): string {
  if (!requestHost) return fallback;
  const host = requestHost.trim().toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) return fallback;
  const bare = host.replace(/:\d+$/, '');
  if (!siteHosts.some((h) => h.toLowerCase() === bare || `www.${h.toLowerCase()}` === bare)) return fallback;
  return `${new URL(publicUrl).protocol}//${host}`;
}
