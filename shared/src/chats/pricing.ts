import type { MinimumMessageCost } from '../settings';
import type { MessageKind } from './chat-types';

export interface ChatPrices {
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  minimum_message_costs: Partial<Record<string, MinimumMessageCost>>;
}

/**
 * Credits one message costs the sender: a text never costs less than the sender's country
 * minimum, rounded up to whole credits. The database function chat_send charges by the same
 * rule (its migration); a test in chat-gifts-photos.int-spec.ts holds the two together.
 */
export function messagePrice(prices: ChatPrices, senderCountry: string, kind: MessageKind): number {
  if (kind === 'photo') return prices.photo_credits;
  if (kind === 'gift') return prices.gift_credits;
  return Math.ceil(Math.max(prices.message_credits, prices.minimum_message_costs[senderCountry]?.costs ?? 0));
}
