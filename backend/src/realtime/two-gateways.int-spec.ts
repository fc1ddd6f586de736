// Two gateway processes (the built gateway, as deployed) behind one Redis, with the backend
// in this process: events reach a member on whichever gateway holds the socket, and a
// member whose gateway dies reconnects elsewhere and catches up without loss or duplicates.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import type {
  ChatMessage,
  ChatMessagesResponse,
  ClientToServerEvents,
  SendMessageResponse,
  ServerEventName,
  ServerEventPayloads,
  ServerToClientEvents,
} from '@amoretto/shared';
import { userRoom } from '@amoretto/shared';
import { freePort } from '@amoretto/shared/testing';
import { chatMember, type ChatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { useTestBackend } from '../testing/accounts-helpers';
import { TEST_PUBLIC_URL } from '../testing/test-app';

const root = join(__dirname, '..', '..', '..');
const GATEWAY_MAIN = join(root, 'gateway', 'dist', 'main.js');
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Received = { [E in ServerEventName]: { event: E; payload: ServerEventPayloads[E] } }[ServerEventName];

interface GatewayProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

async function startGateway(port: number): Promise<GatewayProcess> {
  const child = spawn(process.execPath, [GATEWAY_MAIN], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, exited };
    if (Date.now() > deadline) throw new Error(`gateway on ${port} did not answer /health`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A member's socket recording every server event in arrival order. */
class MemberSocket {
  readonly events: Received[] = [];
  private readonly wakers = new Set<() => void>();
  readonly socket: ClientSocket;

  constructor(url: string, cookie: string) {
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Origin: TEST_PUBLIC_URL, Cookie: cookie },
      reconnection: false,
    });
    this.socket.onAny((event: ServerEventName, payload: ServerEventPayloads[ServerEventName]) => {
      this.events.push({ event, payload } as Received);
      for (const wake of this.wakers) wake();
    });
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  of<E extends ServerEventName>(event: E): Array<ServerEventPayloads[E]> {
    return this.events.filter((e) => e.event === event).map((e) => e.payload as ServerEventPayloads[E]);
  }

  waitFor<E extends ServerEventName>(
    event: E,
    match: (payload: ServerEventPayloads[E]) => boolean = () => true,
  ): Promise<ServerEventPayloads[E]> {
    return new Promise((resolve, reject) => {
      const check = () => this.of(event).find(match);
      const found = check();
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        this.wakers.delete(wake);
        reject(new Error(`no matching ${event}; got ${JSON.stringify(this.events)}`));
      }, 10_000);
      const wake = () => {
        const hit = check();
        if (!hit) return;
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve(hit);
      };
      this.wakers.add(wake);
    });
  }
}

describe('two gateway processes behind one Redis', () => {
  const ctx = useTestBackend();
  const http = () => ctx.backend.http();
  let a: GatewayProcess;
  let b: GatewayProcess;
  const sockets: MemberSocket[] = [];
  const redis = new Redis(process.env.REDIS_URL!);

  beforeAll(async () => {
    // Spawn what the sources say today: an up-to-date build is a no-op for tsc -b.
    await promisify(execFile)(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'gateway'], { cwd: root });
    const portA = await freePort(5150, 50);
    a = await startGateway(portA);
    b = await startGateway(await freePort(portA + 1, 50));
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.socket.disconnect();
    await redis.quit();
    for (const gateway of [a, b]) {
      if (gateway && gateway.child.exitCode === null && gateway.child.signalCode === null) {
        gateway.child.kill('SIGTERM');
        await gateway.exited;
      }
    }
  });

  /** Connected, and a fresh gateway's Redis subscription proven by a probe's round trip. */
  const connect = async (gateway: GatewayProcess, who: ChatMember): Promise<MemberSocket> => {
    const member = new MemberSocket(gateway.url, who.cookie);
    sockets.push(member);
    await member.connected();
    const marker = -1 - Math.floor(Math.random() * 1e9);
    const probe = setInterval(
      () => new Emitter<ServerToClientEvents>(redis).to(userRoom(who.id)).emit('counters.changed', { credits: marker }),
      50,
    );
    try {
      await member.waitFor('counters.changed', (p) => p.credits === marker);
    } finally {
      clearInterval(probe);
    }
    member.events.length = 0;
    return member;
  };
  const like = (who: ChatMember, profileId: number) =>
    http().post('/api/likes').set('Host', NL_HOST).set('Cookie', who.cookie).send({ profile_id: profileId }).expect(200);
  let creditsLeft = 0;
  const send = async (from: ChatMember, to: number, body: string): Promise<ChatMessage> => {
    const res = await http()
      .post('/api/chats/messages')
      .set('Host', NL_HOST)
      .set('Cookie', from.cookie)
      .send({ profile_id: to, client_id: randomUUID(), body })
      .expect(201);
    creditsLeft = (res.body as SendMessageResponse).credits;
    return (res.body as SendMessageResponse).message;
  };
  /** The client's catch-up: every page after the last seq it holds. */
  const catchUp = async (who: ChatMember, conversationId: number, afterSeq: number): Promise<ChatMessage[]> => {
    const all: ChatMessage[] = [];
    for (let after = afterSeq; ;) {
      const page = (
        await http()
          .get(`/api/chats/${conversationId}/messages`)
          .query({ after_seq: after })
          .set('Host', NL_HOST)
          .set('Cookie', who.cookie)
          .expect(200)
      ).body as ChatMessagesResponse;
      all.push(...page.messages);
      if (!page.has_more || page.messages.length === 0) return all;
      after = page.messages[page.messages.length - 1]!.seq;
    }
  };

  it('delivers likes, matches, messages and counters across gateways, and loses nothing when one dies', async () => {
    const sender = await chatMember(ctx.backend, ctx.db, { credits: 10_000, paid_user: true, gender: 'male' });
    const receiver = await chatMember(ctx.backend, ctx.db, { credits: 10_000, paid_user: true, gender: 'female' });
    const onA = await connect(a, sender);
    let onB = await connect(b, receiver);

    // Like → the receiver on B hears of it; liking back is a match for both.
    await like(sender, receiver.id);
    await expect(onB.waitFor('like.created')).resolves.toEqual({ liked_by: { id: sender.id, like_new: true } });
    await expect(onB.waitFor('counters.changed', (p) => p.num_new_likes !== undefined)).resolves.toEqual({ num_new_likes: 1 });
    await like(receiver, sender.id);
    await expect(onA.waitFor('match.created')).resolves.toEqual({ profile_id: receiver.id });
    await expect(onB.waitFor('match.created')).resolves.toEqual({ profile_id: sender.id });
    await expect(onA.waitFor('like.created')).resolves.toEqual({ liked_by: { id: receiver.id, like_new: true } });

    // Messages sent through A's member reach B's member live, with the unread counter.
    const first: ChatMessage[] = [];
    for (let i = 1; i <= 3; i++) first.push(await send(sender, receiver.id, `live ${i}`));
    const conversationId = first[0]!.conversation.id;
    await expect(onB.waitFor('message.created', (p) => p.message.seq === 3)).resolves.toMatchObject({
      counters: { num_unread_messages: 3 },
    });
    expect(onB.of('message.created').map((p) => p.message)).toEqual(first);
    // The sender's own badge on A follows the spend.
    await onA.waitFor('message.created', (p) => p.counters.credits === creditsLeft);
    expect(creditsLeft).toBeLessThan(10_000);
    const held = Math.max(...onB.of('message.created').map((p) => p.message.seq));

    // Gateway B dies with the receiver's socket on it.
    const dropped = new Promise((resolve) => onB.socket.once('disconnect', resolve));
    b.child.kill('SIGKILL');
    await b.exited;
    await dropped;

    // Meanwhile the sender goes on writing.
    const whileAway: ChatMessage[] = [];
    for (let i = 1; i <= 5; i++) whileAway.push(await send(sender, receiver.id, `while away ${i}`));

    // The receiver reconnects to A and asks for everything after the last seq it held, while
    // more messages keep coming: those may arrive live, by catch-up, or both.
    onB = await connect(a, receiver);
    const sending = (async () => {
      const sent: ChatMessage[] = [];
      for (let i = 1; i <= 6; i++) sent.push(await send(sender, receiver.id, `during catch-up ${i}`));
      return sent;
    })();
    const caughtUp = await catchUp(receiver, conversationId, held);
    const duringCatchUp = await sending;
    const lastSeq = duringCatchUp[duringCatchUp.length - 1]!.seq;
    await expect(onB.waitFor('message.created', (p) => p.message.seq === lastSeq)).resolves.toMatchObject({
      counters: { num_unread_messages: lastSeq },
    });

    // Neither channel repeats itself, and everything after `held` is there exactly once.
    const live = onB.of('message.created').map((p) => p.message);
    const seqs = (list: ChatMessage[]) => list.map((m) => m.seq);
    expect(new Set(seqs(live)).size).toBe(live.length);
    expect(seqs(caughtUp)).toEqual(
      seqs(caughtUp)
        .slice()
        .sort((x, y) => x - y),
    );
    expect(new Set(seqs(caughtUp)).size).toBe(caughtUp.length);
    expect(seqs(caughtUp)[0]).toBe(held + 1);
    const merged = new Map<number, ChatMessage>();
    for (const message of [...caughtUp, ...live]) {
      const seen = merged.get(message.seq);
      if (seen) expect(seen).toEqual(message);
      merged.set(message.seq, message);
    }
    const expected = [...whileAway, ...duringCatchUp];
    expect([...merged.keys()].sort((x, y) => x - y)).toEqual(expected.map((m) => m.seq));
    expect(expected.map((m) => merged.get(m.seq))).toEqual(expected);
    // The messages sent while away came by catch-up only: no socket of the receiver was listening.
    expect(seqs(caughtUp).slice(0, whileAway.length)).toEqual(seqs(whileAway));
    expect(seqs(live).every((seq) => seq > whileAway[whileAway.length - 1]!.seq)).toBe(true);
    expect([...seqs(first), ...seqs(expected)]).toEqual(Array.from({ length: lastSeq }, (_, i) => i + 1));
  });
});
