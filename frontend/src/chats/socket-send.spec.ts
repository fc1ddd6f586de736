import type { ChatMessage, ClientEventPayloads, MessageSendAck, SendMessageResponse } from '@amoretto/shared';
import { io } from 'socket.io-client';
import { ApiError } from '../api/api-error';
import { SOCKET_SEND_TIMEOUT_MS, sendSocketOf, sendTextMessage, type SendSocket } from './socket-send';
import { SEND_RETRY_WAITS_MS } from './send-retry-rules';

const PARTNER = 2;
const CLIENT_ID = '00000000-0000-4000-8000-000000000001';

const message: ChatMessage = {
  id: 1001,
  conversation: { id: 10 },
  seq: 1,
  sender_id: 1,
  client_id: CLIENT_ID,
  kind: 'text',
  body: 'Hi there',
  photo: null,
  gift_id: null,
  created_at: '2026-11-23T10:00:00.000Z',
};
const sent: SendMessageResponse = { message, credits: 95, awaiting_confirmation: false };

interface Emitted {
  event: string;
  payload: ClientEventPayloads['message.send'];
  timeoutMs: number;
  answer: (reply: MessageSendAck) => void;
  /** The ack as handed over, bypassing the once-only rule, for a transport that misbehaves. */
  ack: (err: Error | null, reply?: MessageSendAck) => void;
}

/**
 * A socket that records sends and behaves like Socket.IO's ack timeout: the ack gets an
 * error when no answer came within the timeout or the socket disconnected first.
 */
function fakeSocket(connected = true) {
  const emitted: Emitted[] = [];
  let disconnectAll = () => {};
  const socket: SendSocket = {
    connected,
    timeout: (timeoutMs) => ({
      emit: (event, payload, ack) => {
        let open = true;
        const finish = (err: Error | null, reply?: MessageSendAck) => {
          if (!open) return;
          open = false;
          clearTimeout(timer);
          ack(err, reply);
        };
        const timer = setTimeout(() => finish(new Error('operation has timed out')), timeoutMs);
        disconnectAll = () => finish(new Error('socket has been disconnected'));
        emitted.push({ event, payload, timeoutMs, answer: (reply) => finish(null, reply), ack });
      },
    }),
  };
  return { socket, emitted, disconnect: () => disconnectAll() };
}

function httpSend(answer: () => Promise<SendMessageResponse> = () => Promise.resolve(sent)) {
  return jest.fn((_profileId: number, _clientId: string, _body: string) => answer());
}

afterEach(() => {
  jest.useRealTimers();
});

describe('sending a text message over the socket', () => {
  it('emits message.send with a 10 s timeout and resolves with the answer of a 201', async () => {
    const { socket, emitted } = fakeSocket();
    const overHttp = httpSend();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({
      event: 'message.send',
      payload: { profile_id: PARTNER, client_id: CLIENT_ID, body: 'Hi there' },
      timeoutMs: SOCKET_SEND_TIMEOUT_MS,
    });
    expect(SOCKET_SEND_TIMEOUT_MS).toBe(10_000);
    emitted[0]!.answer({ status: 201, ...sent });
    // The status is the transport's business: callers get what the HTTP send answers.
    await expect(result).resolves.toEqual(sent);
    expect(overHttp).not.toHaveBeenCalled();
  });

  it('resolves with the original message when the client id was sent before (200)', async () => {
    const { socket, emitted } = fakeSocket();
    const overHttp = httpSend();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp });
    emitted[0]!.answer({ status: 200, ...sent });
    await expect(result).resolves.toEqual(sent);
    expect(overHttp).not.toHaveBeenCalled();
  });

  it('rejects a refusal with the ApiError HTTP would give, and never asks HTTP', async () => {
    const { socket, emitted } = fakeSocket();
    const overHttp = httpSend();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp });
    emitted[0]!.answer({
      status: 402,
      error: { code: 'not_enough_credits', message: 'You need 5 credits.', details: { price: 5, credits: 2 } },
    });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      code: 'not_enough_credits',
      message: 'You need 5 credits.',
      details: { price: 5, credits: 2 },
      path: '/chats/messages',
    });
    expect(overHttp).not.toHaveBeenCalled();
  });

  it('keeps the field errors of a validation refusal', async () => {
    const { socket, emitted } = fakeSocket();
    const overHttp = httpSend();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, ' ', { overHttp });
    emitted[0]!.answer({ status: 400, error: { code: 'validation_failed', message: 'Check the form.', fields: { body: ['isNotEmpty'] } } });
    await expect(result).rejects.toMatchObject({ status: 400, code: 'validation_failed', fields: { body: ['isNotEmpty'] } });
    expect(overHttp).not.toHaveBeenCalled();
  });

  it('sends over HTTP with the same client id when the socket is not connected, emitting nothing', async () => {
    const { socket, emitted } = fakeSocket(false);
    const overHttp = httpSend();
    await expect(sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp })).resolves.toEqual(sent);
    expect(overHttp).toHaveBeenCalledTimes(1);
    expect(overHttp).toHaveBeenCalledWith(PARTNER, CLIENT_ID, 'Hi there');
    expect(emitted).toHaveLength(0);
  });

  it('sends over HTTP when there is no socket at all', async () => {
    const overHttp = httpSend();
    await expect(sendTextMessage(null, PARTNER, CLIENT_ID, 'Hi there', { overHttp })).resolves.toEqual(sent);
    expect(overHttp).toHaveBeenCalledWith(PARTNER, CLIENT_ID, 'Hi there');
  });

  it('sends over HTTP with the same client id once the answer is 10 s late', async () => {
    jest.useFakeTimers();
    const { socket } = fakeSocket();
    const overHttp = httpSend();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp });
    jest.advanceTimersByTime(SOCKET_SEND_TIMEOUT_MS - 1);
    expect(overHttp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(overHttp).toHaveBeenCalledTimes(1);
    expect(overHttp).toHaveBeenCalledWith(PARTNER, CLIENT_ID, 'Hi there');
    await expect(result).resolves.toEqual(sent);
  });

  it('lets the HTTP send decide once it was asked, whatever the socket answers afterwards', async () => {
    const { socket, emitted, disconnect } = fakeSocket();
    let answerHttp: (value: SendMessageResponse) => void = () => {};
    const overHttp = httpSend(() => new Promise((resolve) => (answerHttp = resolve)));
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp });
    disconnect();
    emitted[0]!.ack(null, { status: 402, error: { code: 'not_enough_credits', message: 'late' } });
    answerHttp(sent);
    await expect(result).resolves.toEqual(sent);
    expect(overHttp).toHaveBeenCalledTimes(1);
  });

  it('sends over HTTP with the same client id when the socket disconnects before answering', async () => {
    const { socket, disconnect } = fakeSocket();
    const overHttp = httpSend();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp });
    disconnect();
    await expect(result).resolves.toEqual(sent);
    expect(overHttp).toHaveBeenCalledWith(PARTNER, CLIENT_ID, 'Hi there');
  });

  it('passes on the HTTP error when the fallback fails too', async () => {
    const { socket, disconnect } = fakeSocket();
    const failure = new ApiError(0, 'service_unavailable', 'service_unavailable');
    const overHttp = httpSend(() => Promise.reject(failure));
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp });
    disconnect();
    await expect(result).rejects.toBe(failure);
  });

  it('sends over HTTP when the answer is neither a message nor a refusal', async () => {
    const { socket, emitted } = fakeSocket();
    const overHttp = httpSend();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp });
    emitted[0]!.answer({ status: 201 } as MessageSendAck);
    await expect(result).resolves.toEqual(sent);
    expect(overHttp).toHaveBeenCalledWith(PARTNER, CLIENT_ID, 'Hi there');
  });
});

describe('repeating a send the server could not take now', () => {
  const unavailable = { status: 503, error: { code: 'service_unavailable' as const, message: 'Try again shortly.' } };
  /** Records each wait and lets the test decide when it is over. */
  function waits() {
    const asked: number[] = [];
    const pending: Array<() => void> = [];
    const wait = jest.fn((ms: number) => {
      asked.push(ms);
      return new Promise<void>((resolve) => pending.push(resolve));
    });
    return { wait, asked, over: () => pending.shift()!() };
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('sends a 503 again with the same client id after a wait, and resolves with the message', async () => {
    const { socket, emitted } = fakeSocket();
    const overHttp = httpSend();
    const { wait, asked, over } = waits();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp, wait });
    emitted[0]!.answer(unavailable);
    await flush();
    expect(asked).toEqual([SEND_RETRY_WAITS_MS[0]]);
    expect(emitted).toHaveLength(1); // nothing before the wait is over
    over();
    await flush();
    expect(emitted).toHaveLength(2);
    expect(emitted[1]!.payload).toEqual({ profile_id: PARTNER, client_id: CLIENT_ID, body: 'Hi there' });
    emitted[1]!.answer({ status: 201, ...sent });
    await expect(result).resolves.toEqual(sent);
    expect(overHttp).not.toHaveBeenCalled();
  });

  it('waits as long as a 429 says before sending again', async () => {
    const { socket, emitted } = fakeSocket();
    const { wait, asked, over } = waits();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp: httpSend(), wait });
    emitted[0]!.answer({ status: 429, error: { code: 'too_many_requests', message: 'Slow down.', details: { seconds: 6 } } });
    await flush();
    expect(asked).toEqual([6_000]);
    over();
    await flush();
    emitted[1]!.answer({ status: 200, ...sent });
    await expect(result).resolves.toEqual(sent);
  });

  it('repeats a 503 of the HTTP send too (socket down), with the same client id', async () => {
    const failure = new ApiError(503, 'service_unavailable', 'Try again shortly.');
    const overHttp = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(sent);
    const { wait, over } = waits();
    const result = sendTextMessage(null, PARTNER, CLIENT_ID, 'Hi there', { overHttp, wait });
    await flush();
    over();
    await expect(result).resolves.toEqual(sent);
    expect(overHttp.mock.calls).toEqual([
      [PARTNER, CLIENT_ID, 'Hi there'],
      [PARTNER, CLIENT_ID, 'Hi there'],
    ]);
  });

  it('gives up after the last wait with the 503, for the member to repeat by hand', async () => {
    const { socket, emitted } = fakeSocket();
    const { wait, asked, over } = waits();
    // Caught at once: the rejection comes inside the loop, before the assertion.
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp: httpSend(), wait }).catch((error: unknown) => error);
    for (let i = 0; i <= SEND_RETRY_WAITS_MS.length; i += 1) {
      emitted[i]!.answer(unavailable);
      await flush();
      if (i < SEND_RETRY_WAITS_MS.length) over();
      await flush();
    }
    await expect(result).resolves.toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(asked).toEqual([...SEND_RETRY_WAITS_MS]);
    expect(emitted).toHaveLength(SEND_RETRY_WAITS_MS.length + 1);
  });

  it('never repeats a refusal by itself', async () => {
    const { socket, emitted } = fakeSocket();
    const { wait } = waits();
    const result = sendTextMessage(socket, PARTNER, CLIENT_ID, 'Hi there', { overHttp: httpSend(), wait });
    emitted[0]!.answer({
      status: 402,
      error: { code: 'not_enough_credits', message: 'You need 5 credits.', details: { price: 5, credits: 2 } },
    });
    await expect(result).rejects.toMatchObject({ status: 402 });
    expect(wait).not.toHaveBeenCalled();
    expect(emitted).toHaveLength(1);
  });
});

describe('the app socket as a send socket', () => {
  it('reads connected live and hands Socket.IO a timed emit whose ack gets the error first', async () => {
    // Never connects: nothing leaves the process, and the buffered emit can only time out.
    const socket = io('http://127.0.0.1:9', { autoConnect: false, reconnection: false });
    const sendSocket = sendSocketOf(socket);
    expect(sendSocket.connected).toBe(false);
    const acked = new Promise<[Error | null, MessageSendAck | undefined]>((resolve) => {
      const payload = { profile_id: PARTNER, client_id: CLIENT_ID, body: 'x' };
      sendSocket.timeout(20).emit('message.send', payload, (err, reply) => resolve([err, reply]));
    });
    const [err, reply] = await acked;
    expect(err).toBeInstanceOf(Error);
    expect(reply).toBeUndefined();
    socket.close();
  });
});
