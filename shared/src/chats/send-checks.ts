// The checks a send passes before it reaches the database, for both transports: the
// backend's HTTP sends and the gateway's socket sends answer them alike.
import type { SendRefusal } from './chat-send-result';

/**
 * A text of nothing but whitespace. The DTO only checks the length, so "   " passes it;
 * it is refused as a validation error on `body`, like an empty string.
 */
export function blankBodyRefusal(body: string): SendRefusal | null {
  return body.trim().length === 0 ? { code: 'validation_failed', status: 400, fields: { body: ['isNotEmpty'] } } : null;
}

/** A member cannot write to their own profile. */
export function ownProfileRefusal(senderId: number, recipientId: number): SendRefusal | null {
  return senderId === recipientId ? { code: 'own_profile', status: 400 } : null;
}
