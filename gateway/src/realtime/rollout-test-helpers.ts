// A member's client as the site runs it, for the gateway rollout test: one socket through the site's
// nginx that reconnects by itself, sends over the socket with HTTP (same client id) when the socket
// gives no answer, and catches up by seq after a reconnect or a gap (frontend/src/chats/socket-send.ts,
// use-conversation.ts).
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import {
  type ChatMessage,
  type ChatMessagesResponse,
  type ChatsResponse,
  type ClientToServerEvents,
  type MessageSendAck,
  type ServerToClientEvents,
} from '@amoretto/shared';
import { memberRequestOnce } from '@amoretto/shared/testing';
import { TEST_PUBLIC_URL } from '../chats/socket-send-test-helpers';

const HOST = 'amoretto.nl';

/** One request on a connection of its own (a browser's, not a pool's): status 0 when nothing answered. */
function httpOnce(url: string, method: 'GET' | 'POST', cookie: string, body?: unknown): Promise<{ status: number; body: string }> {
  return memberRequestOnce(url, { method, host: HOST, cookie, body });
}

export class RolloutMember {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  /** Successful connects: 1 after the first, 2 after a reconnect. */
  connects = 0;
  /** Client ids of every send, in order. */
  readonly sent: string[] = [];
  /** Every acknowledgment of a send (over the socket or HTTP): client id → the message ids answered. */
  readonly acks = new Map<string, number[]>();
  readonly failures: string[] = [];
  /** Seqs of the conversation this member has seen: live events, answers to its sends, catch-up pages. */
  readonly seen = new Set<number>();
  conversationId: number | null = null;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;

  constructor(
    readonly id: number,
    readonly cookie: string,
    private readonly site: string,
  ) {
    this.socket = io(site, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Origin: TEST_PUBLIC_URL, Cookie: cookie },
      reconnectionDelay: 100,
      reconnectionDelayMax: 1_000,
    });
    this.socket.on('connect', () => {
      this.connects += 1;
      if (this.connects > 1) void this.catchUp();
    });
    this.socket.on('message.created', ({ message }) => {
      const gap = message.seq > this.contiguous() + 1;
      this.saw(message);
      if (gap) void this.catchUp();
    });
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** Sends one text message to `to`; over HTTP with the same client id when the socket cannot answer. */
  async send(to: number, body: string): Promise<void> {
    const clientId = randomUUID();
    this.sent.push(clientId);
    const payload = { profile_id: to, client_id: clientId, body };
    if (this.socket.connected) {
      try {
        const ack: MessageSendAck = await this.socket.timeout(10_000).emitWithAck('message.send', payload);
        if ('message' in ack) return this.acknowledged(clientId, ack.message);
        this.failures.push(`socket ${clientId}: ${ack.status}`);
        return;
      } catch {
        // No answer (the socket went, or the gateway with it): the outcome is unknown, so HTTP.
      }
    }
    const res = await httpOnce(`${this.site}/api/chats/messages`, 'POST', this.cookie, payload);
    if (res.status === 200 || res.status === 201) {
      return this.acknowledged(clientId, (JSON.parse(res.body) as { message: ChatMessage }).message);
    }
    this.failures.push(`http ${clientId}: ${res.status}`);
  }

  /** What the site's 60 s poll does: the conversation's last seq from chats.php, and a catch-up when behind. */
  async poll(): Promise<void> {
    const res = await httpOnce(`${this.site}/api/chats.php`, 'GET', this.cookie);
    if (res.status !== 200) return void this.failures.push(`chats.php: ${res.status}`);
    const chat = (JSON.parse(res.body) as ChatsResponse).chats.find((c) => c.conversation.id === this.conversationId);
    if (chat && chat.conversation.last_seq > this.contiguous()) await this.catchUp();
  }

  /** The highest seq up to which this member has seen every message. */
  contiguous(): number {
    let seq = 0;
    while (this.seen.has(seq + 1)) seq += 1;
    return seq;
  }

  /** Pages after the last contiguous seq until the server has no more (one run at a time, again if asked meanwhile). */
  catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      do {
        this.catchUpAgain = false;
        if (this.conversationId === null) break;
        for (;;) {
          const url = `${this.site}/api/chats/${this.conversationId}/messages?after_seq=${this.contiguous()}&limit=200`;
          const res = await httpOnce(url, 'GET', this.cookie);
          if (res.status !== 200) {
            this.failures.push(`catch-up: ${res.status}`);
            break;
          }
          const page = JSON.parse(res.body) as ChatMessagesResponse;
          for (const message of page.messages) this.saw(message);
          if (!page.has_more) break;
        }
      } while (this.catchUpAgain);
      this.catchingUp = null;
    })();
    return this.catchingUp;
  }

  private acknowledged(clientId: string, message: ChatMessage): void {
    this.acks.set(clientId, [...(this.acks.get(clientId) ?? []), message.id]);
    this.saw(message);
  }

  private saw(message: ChatMessage): void {
    this.conversationId = message.conversation.id;
    this.seen.add(message.seq);
  }
}
