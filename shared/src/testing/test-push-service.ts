// Tests only: a local web push service (what a browser vendor runs at a subscription's endpoint),
// over real HTTPS, so that the workers' pushes are tested end to end without the network. It
// checks what a push service checks, the VAPID JWT (RFC 8292: ES256 signed with the key in
// `k`, `aud` = this origin, `exp` within a day), and decrypts the payload as the browser does
// (RFC 8291 keys, RFC 8188 aes128gcm) with keys it made for the subscription, written here
// from the RFCs with node:crypto so the check does not share code with the sender.
// A test file using it declares
//   jest.mock('web-push', () => jest.requireActual('@amoretto/shared/testing').webPushTrustingTestPushServices(jest.requireActual('web-push')));
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './self-signed-certificate';

/** A subscription as the browser hands it to the site (PushSubscription.toJSON()). */
export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push the service accepted, decrypted. */
export interface ReceivedPush {
  endpoint: string;
  /** The payload parsed as JSON (the text when it is not JSON). */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  receivedAt: number;
}

/** A push the service refused, and why. */
export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  /** What the service answers instead of accepting (410 for an expired subscription). */
  answer: number | null;
}

// The certificate of each running test service, by origin.
const certificates = new Map<string, string>();
const agents = new Map<string, Agent>();

type WebPushModule = {
  sendNotification: (subscription: { endpoint: string }, payload?: unknown, options?: Record<string, unknown>) => unknown;
};

/**
 * web-push for a test file (jest.mock('web-push', …)): its requests to a running test push
 * service go through an agent trusting that service's certificate (still verified, name and
 * signature); everything else is web-push as published.
 */
export function webPushTrustingTestPushServices<M extends WebPushModule>(webPush: M): M {
  const sendNotification: WebPushModule['sendNotification'] = (subscription, payload, options = {}) => {
    const origin = new URL(subscription.endpoint).origin;
    const cert = certificates.get(origin);
    if (cert === undefined) return webPush.sendNotification(subscription, payload, options);
    let agent = agents.get(origin);
    if (!agent) agents.set(origin, (agent = new Agent({ ca: cert })));
    return webPush.sendNotification(subscription, payload, { ...options, agent });
  };
  return { ...webPush, sendNotification, default: { ...webPush, sendNotification } };
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** The public key of an uncompressed P-256 point (65 bytes) as a KeyObject. */
function p256PublicKey(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; an error message, or null when it holds. */
export function vapidProblem(
  authorization: string | undefined,
  audience: string,
  expectedKey: string | null,
  now = Date.now(),
): string | null {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return 'no vapid authorization';
  const [jwt, key] = [match[1]!, match[2]!];
  if (expectedKey !== null && key !== expectedKey) return 'unknown application server key';
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') return `alg ${head.alg}`;
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: p256PublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return 'bad signature';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== audience) return `aud ${body.aud}`;
  const seconds = Math.floor(now / 1000);
  if (typeof body.exp !== 'number' || body.exp <= seconds || body.exp > seconds + 24 * 3600) return `exp ${body.exp}`;
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return `sub ${body.sub}`;
  return null;
}

/** RFC 8188 with RFC 8291 keys: the plaintext of an aes128gcm body sent to `ecdh` with `auth`. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('the key id is not the sender public key');
  if (records.length > recordSize) throw new Error('more than one record');
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** A push service on https://127.0.0.1:<port>; `subscribe()` makes what a browser would send the site. */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: RefusedPush[] = [];
  /** Pushes received whose sender went away before the answer (it cannot know it was delivered: it sends again). */
  readonly cut: ReceivedPush[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  /** Answers of accepted pushes kept back while `holdAnswers()` is on. */
  private held: Array<() => void> | null = null;

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    /** The application server key subscriptions were made for (the site's VAPID public key); null accepts any. */
    private readonly applicationServerKey: string | null,
    /** Its certificate (PEM): a process of its own trusts it through NODE_EXTRA_CA_CERTS. */
    readonly certificate: string,
  ) {}

  static async start(options: { port?: number; applicationServerKey?: string } = {}): Promise<TestPushService> {
    let service: TestPushService | null = null;
    const tls = selfSignedCertificate();
    const server = createServer(tls, (request, response) => void service?.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    service = new TestPushService(server, origin, options.applicationServerKey ?? null, tls.cert);
    certificates.set(origin, tls.cert);
    return service;
  }

  /** A new browser subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
  subscribe(): TestPushSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/wpush/${randomBytes(12).toString('hex')}`;
    this.subscribers.set(endpoint, { ecdh, auth, answer: null });
    return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
  }

  /** The subscription ended at the service (the browser unsubscribed or it expired): pushes to it get `status`. */
  expire(endpoint: string, status: 404 | 410 = 410): void {
    this.subscribers.get(endpoint)!.answer = status;
  }

  /** The service answers pushes to this subscription with `status` (503: down for now), or takes them again (null). */
  answerWith(endpoint: string, status: number | null): void {
    this.subscribers.get(endpoint)!.answer = status;
  }

  /** Pushes received for one subscription, oldest first. */
  pushesTo(endpoint: string): ReceivedPush[] {
    return this.received.filter((push) => push.endpoint === endpoint);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const endpoint = `${this.origin}${request.url ?? ''}`;
    const refuse = (status: number, reason: string) => {
      this.refused.push({ endpoint, status, reason });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    const subscriber = this.subscribers.get(endpoint);
    if (request.method !== 'POST') return refuse(405, 'method');
    if (!subscriber) return refuse(404, 'no such subscription');
    if (subscriber.answer !== null)
      return refuse(subscriber.answer, subscriber.answer === 404 || subscriber.answer === 410 ? 'subscription expired' : 'unavailable');
    const problem = vapidProblem(request.headers.authorization, this.origin, this.applicationServerKey);
    if (problem) return refuse(403, problem);
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL header');
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'content-encoding');
    let text: string;
    try {
      text = decryptAes128gcm(Buffer.concat(chunks), subscriber.ecdh, subscriber.auth).toString('utf8');
    } catch (error: unknown) {
      return refuse(400, `decrypt: ${error instanceof Error ? error.message : String(error)}`);
    }
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // kept as text
    }
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
    const push: ReceivedPush = { endpoint, payload, ttl, urgency: header('urgency'), topic: header('topic'), receivedAt: Date.now() };
    this.received.push(push);
    const answer = () => {
      if (response.destroyed) return;
      response.writeHead(201, { location: `${endpoint}/m/${randomBytes(6).toString('hex')}` }).end();
    };
    response.once('close', () => {
      if (!response.writableFinished) this.cut.push(push);
    });
    if (this.held) this.held.push(answer);
    else answer();
  }

  /** From now on a push is taken (and counted as received) but not answered until `releaseAnswers()`: a push in flight. */
  holdAnswers(): void {
    this.held ??= [];
  }

  /** Answers the pushes held and answers at once again. */
  releaseAnswers(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const answer of held) answer();
  }

  /** Pushes received and not answered yet. */
  get heldCount(): number {
    return this.held?.length ?? 0;
  }

  async stop(): Promise<void> {
    certificates.delete(this.origin);
    agents.get(this.origin)?.destroy();
    agents.delete(this.origin);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
