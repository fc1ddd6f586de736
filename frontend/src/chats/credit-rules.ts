/**
 * Whether the member's balance pays for a message of the given price. Owed credits (after a
 * reversed payment) refuse every paid send until a purchase settles them, as the server does.
 */
export function canAfford(balance: { credits: number; credit_debt: number }, price: number): boolean {
  if (price <= 0) return true;
  return balance.credit_debt <= 0 && balance.credits >= price;
}
