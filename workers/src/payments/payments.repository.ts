import type { PaymentStatus } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';

// The workers' statements on payments.

export interface FollowedPayment {
  provider: string;
  provider_payment_id: string | null;
  status: PaymentStatus;
}

export async function followedPayment(db: Queryable, paymentId: number): Promise<FollowedPayment | null> {
  const [row] = (await db.query(`SELECT provider, provider_payment_id, status FROM payments WHERE id = $1`, [
    paymentId,
  ])) as FollowedPayment[];
  return row ?? null;
}
