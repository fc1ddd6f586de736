// Tests only: a local server that answers like Mollie's API v2 for what the Mollie adapter
// calls, so the adapter and the backend are tested through the official client, over
// real HTTPS, without the network. A test file using it declares
//   jest.mock('node-fetch', () => jest.requireActual('<this module>').nodeFetchTrustingFakeMollie(jest.requireActual('node-fetch')));
// (see nodeFetchTrustingFakeMollie).
import { randomBytes } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FakeMollieStore,
  MollieRefusal,
  notFound,
  type FakeMethod,
  type MandateResource,
  type PaidWith,
  type PaymentResource,
} from './fake-mollie-resources';
import { selfSignedCertificate } from './self-signed-certificate';

export type { FakeMethod, PaidWith } from './fake-mollie-resources';

export interface FakeMollieRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };

// The certificate of each running fake server, by origin.
const certificates = new Map<string, string>();
const agents = new Map<string, Agent>();

type Fetch = (url: unknown, init?: { agent?: unknown } & Record<string, unknown>) => Promise<unknown>;

/**
 * node-fetch for a test file that talks to a fake server (jest.mock('node-fetch', …)): the
 * official client only speaks HTTPS, through its own agent trusting only the CA list it
 * ships, so its calls to a running fake server go through an agent trusting that server's
 * certificate instead. Every other call, and everything node-fetch does, is unchanged; the
 * certificate is still verified (name and signature).
 */
export function nodeFetchTrustingFakeMollie<F extends Fetch>(fetch: F): F {
  const trusting = (url: unknown, init: Parameters<Fetch>[1] = {}) => {
    const origin = new URL(String(url)).origin;
    const cert = certificates.get(origin);
    if (cert === undefined) return fetch(url, init);
    let agent = agents.get(origin);
    if (!agent) agents.set(origin, (agent = new Agent({ ca: cert })));
    return fetch(url, { ...init, agent });
  };
  return Object.assign(trusting, fetch, { default: trusting }) as unknown as F;
}

/**
 * A Mollie-like API on https://127.0.0.1:<free port>/v2/: payments (create, get, refunds,
 * chargebacks), customers with their mandates (SEPA mandates also created by the API) and
 * payments, and the methods list (one-off, first or recurring). It
 * checks the Bearer API key, keeps Mollie's idempotency (a repeated Idempotency-Key gets
 * the first answer), and answers errors in Mollie's shape. Tests move payments on as the
 * member, the bank or Mollie would: `pay`, `fail`, `chargeBack`, `outage`, `stall`.
 */
export class FakeMollieServer {
  readonly requests: FakeMollieRequest[] = [];
  private readonly idempotent = new Map<string, Answer>();
  private mode: 'up' | 'outage' | 'stalled' = 'up';

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    readonly apiKey: string,
    readonly store: FakeMollieStore,
  ) {}

  static async start(options: { methods?: readonly FakeMethod[] } = {}): Promise<FakeMollieServer> {
    const apiKey = `test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 30)}`;
    let fake: FakeMollieServer | null = null;
    const tls = selfSignedCertificate();
    const server = createServer(tls, (request, response) => void fake?.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    fake = new FakeMollieServer(server, origin, apiKey, new FakeMollieStore(origin, options.methods));
    certificates.set(origin, tls.cert);
    return fake;
  }

  /** The API root to give the client (MOLLIE_API_ENDPOINT). */
  get apiEndpoint(): string {
    return `${this.origin}/v2/`;
  }

  payment(id: string): PaymentResource {
    return this.store.payment(id);
  }

  /** The payments created, oldest first. */
  get payments(): PaymentResource[] {
    return [...this.store.payments.values()];
  }

  mandates(customerId: string): MandateResource[] {
    return this.store.mandates.get(customerId) ?? [];
  }

  /** The member paid (card by default; a first payment leaves a mandate). */
  pay(id: string, paidWith?: PaidWith): PaymentResource {
    return this.store.markPaid(id, paidWith);
  }

  fail(id: string, status: 'failed' | 'canceled' | 'expired' = 'failed'): PaymentResource {
    return this.store.markUnpaid(id, status);
  }

  /** The member's bank took back `amountCents` (all of it by default). */
  chargeBack(id: string, amountCents?: number): void {
    this.store.chargeBack(id, amountCents);
  }

  /** The mandate stops being usable (card expired or blocked, debit revoked). */
  invalidateMandate(customerId: string, mandateId: string): void {
    this.store.mandate(customerId, mandateId).status = 'invalid';
  }

  /** `outage`: every call answers 503; `stalled`: calls are accepted and never answered; `up`: normal. */
  setMode(mode: 'up' | 'outage' | 'stalled'): void {
    this.mode = mode;
  }

  /** The form Mollie posts to a payment's webhook URL. */
  webhookBody(id: string): string {
    return new URLSearchParams({ id }).toString();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    certificates.delete(this.origin);
    agents.get(this.origin)?.destroy();
    agents.delete(this.origin);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (this.mode === 'stalled') return;
    const url = new URL(request.url ?? '/', this.origin);
    const raw = await readBody(request);
    const idempotencyKey = header(request, 'idempotency-key');
    let body: Json | null;
    try {
      body = raw === '' ? null : (JSON.parse(raw) as Json);
    } catch {
      return send(response, { status: 400, body: error(400, 'Bad Request', 'The request body is not valid JSON') });
    }
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, body, idempotencyKey });
    if (this.mode === 'outage') {
      response.setHeader('retry-after', '0');
      return send(response, { status: 503, body: error(503, 'Service Unavailable', 'The service is temporarily unavailable') });
    }
    if (header(request, 'authorization') !== `Bearer ${this.apiKey}`) {
      return send(response, { status: 401, body: error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate') });
    }
    // Mollie's idempotency: the same key on the same endpoint gets the first answer again.
    const replayKey = request.method === 'POST' && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (replay) return send(response, replay);
    let answer: Answer;
    try {
      answer = this.route(request.method ?? 'GET', url, body ?? {});
    } catch (failure) {
      answer = { status: 500, body: error(500, 'Internal Server Error', failure instanceof Error ? failure.message : String(failure)) };
    }
    if (replayKey && answer.status < 500) this.idempotent.set(replayKey, answer);
    send(response, answer);
  }

  private route(method: string, url: URL, body: Json): Answer {
    const store = this.store;
    if (!url.pathname.startsWith('/v2/')) return { status: 404, body: error(404, 'Not Found', 'The resource does not exist') };
    const parts = url.pathname.slice('/v2/'.length).split('/').filter(Boolean);
    const path = parts.join('/');
    const ok = (value: Json, status = 200): Answer => ({ status, body: value });
    try {
      switch (`${method} ${parts.map((part, i) => (i % 2 === 1 ? ':id' : part)).join('/')}`) {
        case 'POST payments':
          return ok(store.createPayment(body), 201);
        case 'GET payments/:id':
          return ok(store.payment(parts[1]!));
        case 'POST payments/:id/refunds':
          return ok(store.createRefund(parts[1]!, body), 201);
        case 'GET payments/:id/refunds':
          store.payment(parts[1]!);
          return ok(store.list('refunds', store.refunds.get(parts[1]!)!, path));
        case 'GET payments/:id/chargebacks':
          store.payment(parts[1]!);
          return ok(store.list('chargebacks', store.chargebacks.get(parts[1]!)!, path));
        case 'POST customers':
          return ok(store.createCustomer(body), 201);
        case 'GET customers/:id':
          return ok(store.customer(parts[1]!));
        case 'GET customers/:id/mandates':
          return ok(store.list('mandates', this.mandates(store.customer(parts[1]!).id), path));
        case 'GET customers/:id/mandates/:id':
          return ok(store.mandate(parts[1]!, parts[3]!));
        case 'POST customers/:id/mandates':
          return ok(store.createMandate(parts[1]!, body), 201);
        case 'POST customers/:id/payments':
          return ok(store.createPayment(body, parts[1]!), 201);
        case 'GET methods':
          return ok(store.list('methods', store.listMethods(url.searchParams), path));
        default:
          throw notFound('The resource does not exist');
      }
    } catch (failure) {
      if (!(failure instanceof MollieRefusal)) throw failure;
      return { status: failure.status, body: error(failure.status, failure.title, failure.message, failure.field) };
    }
  }
}

/** Mollie's error body (application/hal+json). */
function error(status: number, title: string, detail: string, field?: string): Json {
  return {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: Answer): void {
  response.statusCode = answer.status;
  response.setHeader('content-type', 'application/hal+json; charset=utf-8');
  response.end(JSON.stringify(answer.body));
}
