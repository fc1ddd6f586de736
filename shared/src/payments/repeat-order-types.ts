import type { PaymentMethod } from '../vocabularies';
import type { PackageTier } from './payment-types';

/** One earlier order the member can buy again in one click (GET /api/payments/repeat-orders). */
export interface RepeatOrder {
  /** The newest paid payment of this package and method; POST /api/payments/repeat names it. */
  payment_id: number;
  package: { id: number; tier: PackageTier; credits: number };
  method: PaymentMethod;
  /** Today's price for the member (their discount applied), computed by the server: what a repeat charges. */
  amount_cents: number;
  currency: string;
  /** The stored card a repeat charges without a checkout page; null: a repeat opens the provider's page. */
  mandate: { label: string } | null;
  last_paid_at: string;
}

export interface RepeatOrdersResponse {
  orders: RepeatOrder[];
}
