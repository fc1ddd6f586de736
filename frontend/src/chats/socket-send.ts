import type { ClientEventPayloads, MessageSendAck, SendMessageResponse } from '@amoretto/shared';
import { isApiError, toApiError } from '../api/api-error';
import type { AppSocket } from '../realtime/realtime-context';
import { sendText } from './chats-api';
import { sendRetryWait } from './send-retry-rules';

/** How long a socket send may wait for its answer before HTTP is asked instead. */
export const SOCKET_SEND_TIMEOUT_MS = 10_000;

/** Socket.IO calls it with an error when no answer came (timeout, disconnect), else with null and the answer. */
type SendAck = (err: Error | null, reply?: MessageSendAck) => void;

type SendEmit = (event: 'message.send', payload: ClientEventPayloads['message.send'], ack: SendAck) => unknown;

/** The part of the member's socket a send needs; the app's socket has it (see sendSocketOf), tests pass a fake. */
export interface SendSocket {
  readonly connected: boolean;
  timeout(ms: number): { emit: SendEmit };
}

/** The app's socket as a SendSocket, read live: `connected` is asked at send time. */
export function sendSocketOf(socket: AppSocket): SendSocket {
  return {
    get connected() {
      return socket.connected;
    },
    timeout(ms) {
      const timed = socket.timeout(ms);
      // The shared map declares acks optional, and Socket.IO's types add the timeout error only to required ones.
      return { emit: timed.emit.bind(timed) as SendEmit };
    },
  };
}

export interface SocketSendOptions {
  /** The HTTP send used when the socket cannot answer; `sendText` unless a test replaces it. */
  overHttp?: (profileId: number, clientId: string, body: string) => Promise<SendMessageResponse>;
  timeoutMs?: number;
  /** Waits before a repeat (see send-retry-rules); a timer unless a test replaces it. */
  wait?: (ms: number) => Promise<void>;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a text message (see sendOnce), repeating it with the same client id while the
 * server answers 503 (database or Redis out of reach) or 429 (too many sends): those are
 * "not now", not a refusal, so the message stays "sending" instead of asking the member to
 * repeat it by hand. Any other refusal is final at once; the last 503/429 is final too.
 */
export async function sendTextMessage(
  socket: SendSocket | null,
  profileId: number,
  clientId: string,
  body: string,
  { wait = timer, ...options }: SocketSendOptions = {},
): Promise<SendMessageResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendOnce(socket, profileId, clientId, body, options);
    } catch (error) {
      const waitMs = isApiError(error) ? sendRetryWait(error.status, error.details, attempt) : null;
      if (waitMs === null) throw error;
      await wait(waitMs);
    }
  }
}

/**
 * One try: over the member's socket, or over HTTP when the socket is not connected or gave
 * no answer. Both carry the same client id, which the server stores and charges once, so a
 * send whose fate is unknown can always be repeated over HTTP. A refusal from the server
 * rejects with the ApiError the HTTP send would have thrown.
 */
function sendOnce(
  socket: SendSocket | null,
  profileId: number,
  clientId: string,
  body: string,
  { overHttp = sendText, timeoutMs = SOCKET_SEND_TIMEOUT_MS }: Omit<SocketSendOptions, 'wait'>,
): Promise<SendMessageResponse> {
  const viaHttp = () => overHttp(profileId, clientId, body);
  // A disconnected socket would buffer the emit and replay it whenever it reconnects; HTTP answers now.
  if (!socket?.connected) return viaHttp();
  return new Promise<SendMessageResponse>((resolve, reject) => {
    let settled = false;
    socket.timeout(timeoutMs).emit('message.send', { profile_id: profileId, client_id: clientId, body }, (err, reply) => {
      // Socket.IO answers each ack once; the guard keeps that true whatever the transport does.
      if (settled) return;
      settled = true;
      const answer: unknown = err ? undefined : reply;
      if (isSent(answer)) {
        resolve({ message: answer.message, credits: answer.credits, awaiting_confirmation: answer.awaiting_confirmation });
      } else if (isRefusal(answer)) {
        const error = toApiError(answer.status, answer);
        // As apiFetch names the endpoint: session-expiry handling looks at it.
        error.path = '/chats/messages';
        reject(error);
      } else {
        // No usable answer: the message may or may not be stored, and the same client id over HTTP settles it either way.
        viaHttp().then(resolve, reject);
      }
    });
  });
}

// The answer crossed the network: its shape is checked, not assumed.
function isSent(answer: unknown): answer is Extract<MessageSendAck, { status: 200 | 201 }> {
  if (typeof answer !== 'object' || answer === null || !('status' in answer) || !('message' in answer)) return false;
  return answer.status === 200 || answer.status === 201;
}

function isRefusal(answer: unknown): answer is { status: number; error: unknown } {
  return typeof answer === 'object' && answer !== null && 'error' in answer && 'status' in answer && typeof answer.status === 'number';
}
