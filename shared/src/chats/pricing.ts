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
 * minimum, rounded up to whole credits. What a send is charged is decided by the database
 * function chat_send (db/functions/chat_send.sql); this mirror is what the client shows, and
 * db/functions/chat-functions.int-spec.ts holds the two together over a table of cases.
 */
export function messagePrice(prices: ChatPrices, senderCountry: string, kind: MessageKind): number {
  if (kind === 'photo') return prices.photo_credits;
  if (kind === 'gift') return prices.gift_credits;
  return Math.ceil(Math.max(prices.message_credits, prices.minimum_message_costs[senderCountry]?.costs ?? 0));
}
