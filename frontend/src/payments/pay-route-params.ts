import { isPaymentMethod, parseUrlId, type PaymentMethod } from '@amoretto/shared';
import { notFound } from '@tanstack/react-router';

/**
 * `params` of /credits/{id}/{paymentmethod?} (docs/product.md#payments): a package id in its
 * one spelling (`parseUrlId`: /credits/07 or /credits/+7 is not a second address of
 * /credits/7) and, optionally, a method of the vocabulary; anything else is "not found".
 */
export const payParams = {
  parse: ({ id, paymentmethod }: { id: string; paymentmethod?: string }): { id: number; paymentmethod?: PaymentMethod } => {
    const packageId = parseUrlId(id);
    if (packageId === null) throw notFound();
    if (paymentmethod === undefined) return { id: packageId };
    if (!isPaymentMethod(paymentmethod)) throw notFound();
    return { id: packageId, paymentmethod };
  },
  stringify: ({ id, paymentmethod }: { id: number; paymentmethod?: PaymentMethod }): { id: string; paymentmethod?: string } => ({
    id: String(id),
    paymentmethod,
  }),
};
