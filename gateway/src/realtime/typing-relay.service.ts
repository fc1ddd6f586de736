import { Inject, Injectable } from '@nestjs/common';
import { countHit, isId, type ClientEventPayloads, type HitWindow } from '@amoretto/shared';
import { typingPartner } from '../chats/chats.repository';
import { GATEWAY_DB, type GatewayDb } from './gateway-db.provider';

export type TypingPayload = ClientEventPayloads['typing'];

/** Typing events a socket may send per second; a well-behaved client sends one every 3 s. */
export const TYPING_PER_SECOND = 5;

/** The payload as declared in the event map, nothing looser (ids are Postgres integers). */
export function isTypingPayload(value: unknown): value is TypingPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { conversation_id: id, typing } = value as Record<string, unknown>;
  return isId(id) && typeof typing === 'boolean';
}

const TYPING_RATE = { limit: TYPING_PER_SECOND, windowMs: 1_000 };

/** Counts a socket's typing events in one-second windows. */
export class TypingThrottle {
  private window: HitWindow | undefined;

  allow(now = Date.now()): boolean {
    const counted = countHit(this.window, now, TYPING_RATE);
    this.window = counted.window;
    return counted.allowed;
  }
}

/** Decides whether a member's typing state may reach the partner of a conversation. */
@Injectable()
export class TypingRelayService {
  constructor(@Inject(GATEWAY_DB) private readonly db: GatewayDb) {}

  /**
   * The partner to tell, or null when the sender is not in the conversation, the partner
   * is gone, or either member blocks the other (blocking also removes the conversation;
   * the check covers a block written since).
   */
  partnerFor(senderId: number, conversationId: number): Promise<number | null> {
    return typingPartner(this.db, senderId, conversationId);
  }
}
