// The one typed map of Socket.IO events. Gateway, backend's emitter and the frontend
// all import these types; an event is declared here and nowhere else.
// Names say what happened (`<noun>.<past-tense verb>`).
import type { ChatMessage } from './chats/chat-types';

export interface ServerEventPayloads {
  /** The member's session ended (logout elsewhere, expiry); the client drops its state. */
  'session.ended': { reason: 'logout' | 'expired' };
  /** A message was stored; sent to both members. Gaps in `seq` mean: fetch after the last seq held. */
  'message.created': { message: ChatMessage };
  /** The member's badge counters changed; only the fields that changed are present. */
  'counters.changed': { num_unread_messages?: number; credits?: number; num_new_likes?: number };
  /** Someone liked the member (only a like that did not exist before); sent to the liked member. */
  'like.created': { liked_by: { id: number; like_new: boolean } };
  /** The like made the two members like each other; sent to both, naming the other member. */
  'match.created': { profile_id: number };
}

export interface ClientEventPayloads {
  /** Liveness probe; the gateway acknowledges with the server time. */
  'ping': { sentAt: number };
}

export type ServerEventName = keyof ServerEventPayloads;
export type ClientEventName = keyof ClientEventPayloads;

/** Socket.IO listener signatures derived from the payload maps. */
export type ServerToClientEvents = {
  [K in ServerEventName]: (payload: ServerEventPayloads[K]) => void;
};
export type ClientToServerEvents = {
  [K in ClientEventName]: (payload: ClientEventPayloads[K], ack: (reply: { serverTime: number }) => void) => void;
};

/** Room every socket of a member joins; the backend emits to it. */
export const userRoom = (userId: number | string): string => `user:${userId}`;

/** Room of one session's sockets, so logout disconnects exactly those. */
export const sessionRoom = (tokenHash: string): string => `session:${tokenHash}`;
