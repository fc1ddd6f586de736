import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { ChatMessage, MemberEvent } from '@amoretto/shared';
import { MEMBER_EVENTS_CHANNEL, MemberEventsFanout } from './member-events-fanout';

const message: ChatMessage = {
  id: 1,
  conversation: { id: 2 },
  seq: 3,
  sender_id: 4,
  client_id: '00000000-0000-4000-8000-000000000000',
  kind: 'text',
  body: 'Hi',
  photo: null,
  gift_id: null,
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('MemberEventsFanout', () => {
  const clients: Redis[] = [];
  const server = new Server();
  // Never attached to an HTTP server: nothing to close but the Redis clients.
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });
  const client = () => {
    const c = new Redis(process.env.REDIS_URL!);
    clients.push(c);
    return c;
  };

  it('publishes everything emitted in one turn of the event loop as one message, prefixed with the gateway id', async () => {
    const errors: unknown[] = [];
    const fanout = new MemberEventsFanout(server, client(), client(), (e) => errors.push(e));
    const listener = client();
    const published: string[] = [];
    listener.on('message', (channel: string, m: string) => {
      if (channel === MEMBER_EVENTS_CHANNEL) published.push(m);
    });
    await listener.subscribe(MEMBER_EVENTS_CHANNEL);

    const events = (to: number): MemberEvent[] => [
      [to, 'message.created', { message, counters: { num_unread_messages: to } }],
      [to + 1, 'message.created', { message, counters: { credits: to } }],
    ];
    fanout.emit(events(10).map((event) => ({ event, exceptSocket: null })));
    fanout.emit(events(20).map((event) => ({ event, exceptSocket: 'socket-a' })));
    fanout.emit([]);
    await waitUntil(() => published.length >= 1);
    fanout.emit(events(30).map((event) => ({ event, exceptSocket: null })));
    await waitUntil(() => published.length >= 2);

    expect(published).toHaveLength(2);
    const [first, second] = published.map((m) => ({ origin: m.slice(0, 36), events: JSON.parse(m.slice(36)) as unknown[] }));
    expect(first!.origin).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.origin).toBe(first!.origin);
    expect(first!.events).toEqual([...events(10).map((e) => [...e, null]), ...events(20).map((e) => [...e, 'socket-a'])]);
    expect(second!.events).toEqual(events(30).map((e) => [...e, null]));
    expect(errors).toEqual([]);
  });

  it('reports malformed messages from other gateways and keeps listening', async () => {
    const errors: unknown[] = [];
    await new MemberEventsFanout(server, client(), client(), (e) => errors.push(e)).subscribed;
    const publisher = client();
    const other = '11111111-1111-4111-8111-111111111111';
    for (const junk of [`${other}not json`, `${other}{"a":1}`, `${other}[[1,2,3]]`]) await publisher.publish(MEMBER_EVENTS_CHANNEL, junk);
    await waitUntil(() => errors.length >= 3);
    expect(errors.map((e) => (e instanceof Error ? e.constructor.name : typeof e))).toEqual(['SyntaxError', 'Error', 'Error']);
  });
});

async function waitUntil(done: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
