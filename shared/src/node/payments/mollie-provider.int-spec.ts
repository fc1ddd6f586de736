import { MollieProvider, MollieUnavailableError } from './mollie-provider';
import type { CreatePaymentInput } from './payment-provider';
import { PaymentRefusedError } from './provider-errors';
import { DEFAULT_METHODS } from '../../testing/fake-mollie-resources';
import { FakeMollieServer } from '../../testing/fake-mollie-server';
import { freePort } from '../../testing/fault-testing';

jest.mock('node-fetch', () =>
  jest.requireActual('../../testing/fake-mollie-server').nodeFetchTrustingFakeMollie(jest.requireActual('node-fetch')),
);

// The Mollie adapter through the official client, over HTTPS, against the local
// Mollie-like server: what it sends, and how it reads what Mollie answers.
describe('Mollie adapter', () => {
  let mollie: FakeMollieServer;
  let provider: MollieProvider;
  let orderId = 1000;

  beforeAll(async () => {
    mollie = await FakeMollieServer.start();
    provider = new MollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.apiEndpoint });
  });
  afterAll(() => mollie.close());

  const order = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
    orderId: ++orderId,
    amountCents: 1234,
    currency: 'EUR',
    method: 'ideal',
    description: 'Amoretto: 100 credits',
    redirectUrl: `https://amoretto.example/transactions/${orderId}?return=1`,
    webhookUrl: 'https://amoretto.example/api/payments/webhook/mollie',
    locale: 'nl',
    sequenceType: 'oneoff',
    member: { id: 77, name: 'Giulia', email: 'giulia@example.com' },
    ...overrides,
  });
  const lastCreate = () => mollie.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments').at(-1)!;

  it('creates a payment and returns its checkout page', async () => {
    const input = order();
    const created = await provider.createPayment(input);
    expect(created).toEqual({
      id: expect.stringMatching(/^tr_/),
      checkoutUrl: `${mollie.origin}/checkout/select-method/${created.id}`,
      status: 'open',
    });
    expect(lastCreate().body).toEqual({
      amount: { currency: 'EUR', value: '12.34' },
      description: 'Amoretto: 100 credits',
      method: 'ideal',
      metadata: { order_id: input.orderId },
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      locale: 'nl_NL',
      sequenceType: 'oneoff',
    });
    expect(lastCreate().idempotencyKey).toBe(`amoretto-order-${input.orderId}`);
  });

  it("sends Mollie's method for the product's method name", async () => {
    await provider.createPayment(order({ method: 'prezelewy24', currency: 'PLN', locale: 'pl' }));
    expect(lastCreate().body).toMatchObject({ method: 'przelewy24', amount: { currency: 'PLN', value: '12.34' }, locale: 'pl_PL' });
    await provider.createPayment(order({ method: 'cartebancaire', locale: 'fr' }));
    expect(lastCreate().body).toMatchObject({ method: 'creditcard' });
    await provider.createPayment(order({ method: 'sct' }));
    // The transfer details go to the member by mail; no other payment carries the address.
    expect(lastCreate().body).toMatchObject({ method: 'banktransfer', billingEmail: 'giulia@example.com' });
  });

  it('refuses a method Mollie does not offer, or not for this amount', async () => {
    const before = mollie.requests.length;
    await expect(provider.createPayment(order({ method: 'giropay' }))).rejects.toMatchObject({
      name: 'PaymentRefusedError',
      reason: 'method_unavailable',
    });
    expect(mollie.requests).toHaveLength(before); // never sent
    await expect(provider.createPayment(order({ method: 'blik' }))).rejects.toMatchObject({ reason: 'method_unavailable' }); // BLIK is PLN only
    await expect(provider.createPayment(order({ method: 'paysafecard', amountCents: 50 }))).rejects.toBeInstanceOf(PaymentRefusedError);
  });

  it('a repeated create of the same order is the same payment at Mollie', async () => {
    const input = order();
    const first = await provider.createPayment(input);
    const again = await provider.createPayment(input);
    expect(again.id).toBe(first.id);
    expect(mollie.payments.filter((p) => (p.metadata as { order_id: number }).order_id === input.orderId)).toHaveLength(1);
  });

  it('reads the webhook (only an id) and fetches the status from Mollie', async () => {
    const input = order();
    const { id } = await provider.createPayment(input);
    expect(
      provider.parseWebhook({ rawBody: mollie.webhookBody(id), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ).toEqual({ ok: true, providerPaymentId: id });
    expect(provider.parseWebhook({ rawBody: 'id=nope', headers: {} })).toEqual({ ok: false, reason: 'malformed' });
    expect(provider.parseWebhook({ rawBody: JSON.stringify({ id }), headers: {} })).toEqual({ ok: false, reason: 'malformed' });

    expect(await provider.getPayment(id)).toEqual({
      id,
      status: 'open',
      amountCents: 1234,
      currency: 'EUR',
      orderId: input.orderId,
      mandate: null,
      refundedCents: 0,
      chargedBackCents: 0,
    });
    mollie.pay(id, { consumerAccount: 'NL02ABNA0123456789' });
    expect(await provider.getPayment(id)).toMatchObject({ status: 'paid', amountCents: 1234, orderId: input.orderId, mandate: null });
  });

  it("maps Mollie's unpaid endings", async () => {
    for (const ending of ['failed', 'canceled', 'expired'] as const) {
      const { id } = await provider.createPayment(order());
      mollie.fail(id, ending);
      expect((await provider.getPayment(id)).status).toBe(ending);
    }
  });

  it('an id Mollie does not know is refused as unknown (a made-up webhook)', async () => {
    await expect(provider.getPayment('tr_doesNotExist')).rejects.toMatchObject({ name: 'PaymentRefusedError', reason: 'unknown_payment' });
    const before = mollie.requests.length;
    await expect(provider.getPayment('../customers')).rejects.toMatchObject({ reason: 'unknown_payment' });
    expect(mollie.requests).toHaveLength(before);
  });

  it('refunds part of a paid payment, once, and refuses more than is left', async () => {
    const { id } = await provider.createPayment(order({ amountCents: 2000 }));
    mollie.pay(id);
    await provider.refund(id, 1500, 'EUR', 'Unused credits of order');
    // The same refund again (its answer was lost): Mollie keeps one refund.
    await provider.refund(id, 1500, 'EUR', 'Unused credits of order');
    const refunds = mollie.requests.filter((r) => r.method === 'POST' && r.path === `/v2/payments/${id}/refunds`);
    expect(refunds).toHaveLength(2);
    expect(refunds[0]!.body).toEqual({ amount: { currency: 'EUR', value: '15.00' }, description: 'Unused credits of order' });
    expect(mollie.store.refunds.get(id)).toHaveLength(1);
    expect(await provider.getPayment(id)).toMatchObject({ status: 'paid', refundedCents: 1500, chargedBackCents: 0 });

    await expect(provider.refund(id, 600, 'EUR', 'More than is left')).rejects.toMatchObject({ reason: 'refund_not_possible' });
    const { id: open } = await provider.createPayment(order());
    await expect(provider.refund(open, 100, 'EUR', 'Not paid')).rejects.toMatchObject({ reason: 'refund_not_possible' });
  });

  it('reports a chargeback by the member’s bank', async () => {
    const { id } = await provider.createPayment(order({ method: 'creditcard' }));
    mollie.pay(id);
    mollie.chargeBack(id);
    expect(await provider.getPayment(id)).toMatchObject({ status: 'paid', amountCents: 1234, chargedBackCents: 1234, refundedCents: 0 });
  });

  it('a first card payment leaves a mandate; a recurring charge uses it without the member', async () => {
    const first = order({ method: 'visa', sequenceType: 'first', locale: 'de' });
    const created = await provider.createPayment(first);
    expect(created.checkoutUrl).toContain(created.id);
    // One Mollie customer for the member, carrying only the member's id.
    const customerCall = mollie.requests.filter((r) => r.path === '/v2/customers').at(-1)!;
    expect(customerCall.body).toEqual({ locale: 'de_DE', metadata: { member_id: 77 } });
    expect(lastCreate().body).toMatchObject({ method: 'creditcard', sequenceType: 'first', customerId: expect.stringMatching(/^cst_/) });

    expect((await provider.getPayment(created.id)).mandate).toBeNull(); // not paid yet
    mollie.pay(created.id, { cardLabel: 'Mastercard', cardNumber: '5555' });
    const paid = await provider.getPayment(created.id);
    const customerId = mollie.payment(created.id).customerId!;
    expect(paid.mandate).toEqual({
      customerId,
      mandateId: expect.stringMatching(/^mdt_/),
      method: 'creditcard',
      label: 'Mastercard •••• 5555',
    });

    const repeat = await provider.createPayment(
      order({ method: 'creditcard', sequenceType: 'recurring', customerId, mandateId: paid.mandate!.mandateId }),
    );
    expect(repeat).toEqual({ id: expect.stringMatching(/^tr_/), checkoutUrl: null, status: 'pending' });
    expect(lastCreate().body).toMatchObject({ sequenceType: 'recurring', customerId, mandateId: paid.mandate!.mandateId });
    expect(lastCreate().body).not.toHaveProperty('redirectUrl');
    mollie.pay(repeat.id);
    expect(await provider.getPayment(repeat.id)).toMatchObject({ status: 'paid', amountCents: 1234, chargedBackCents: 0 });

    // A later first payment of the member names the customer it has: no second customer.
    const customers = mollie.store.customers.size;
    await provider.createPayment(order({ method: 'creditcard', sequenceType: 'first', customerId }));
    expect(mollie.store.customers.size).toBe(customers);

    // The card is blocked: the next recurring charge is refused, not retried.
    mollie.invalidateMandate(customerId, paid.mandate!.mandateId);
    await expect(
      provider.createPayment(order({ method: 'creditcard', sequenceType: 'recurring', customerId, mandateId: paid.mandate!.mandateId })),
    ).rejects.toMatchObject({ name: 'PaymentRefusedError', reason: 'mandate_invalid' });
  });

  it('a bank payment as first payment leaves a SEPA mandate, labelled without the full IBAN', async () => {
    const { id } = await provider.createPayment(order({ method: 'ideal', sequenceType: 'first' }));
    mollie.pay(id, { consumerAccount: 'NL91ABNA0417164300' });
    expect((await provider.getPayment(id)).mandate).toMatchObject({ method: 'directdebit', label: 'NL** •••• 4300' });
  });

  it("lists the country's methods Mollie offers for the amount", async () => {
    expect(await provider.methodsFor('NL', 2000, 'EUR')).toEqual([
      'ideal',
      'creditcard',
      'paypal',
      'applepay',
      'paysafecard',
      'sct',
      'directdebit',
    ]);
    expect(await provider.methodsFor('PL', 2000, 'PLN')).toEqual([
      'blik',
      'prezelewy24',
      'creditcard',
      'paypal',
      'applepay',
      'paysafecard',
    ]);
    expect(await provider.methodsFor('GB', 50, 'GBP')).toEqual(['creditcard', 'paypal', 'applepay']); // paysafecard from 1.00
    const listed = mollie.requests.filter((r) => r.path === '/v2/methods');
    const oneoff = listed.filter((r) => !r.query.has('sequenceType'));
    expect(oneoff.at(-1)!.query.get('includeWallets')).toBe('applepay');
    expect(oneoff.at(-1)!.query.get('amount[value]')).toBe('0.50');
    // Direct debit is a recurring payment on the product's own mandate: asked for as such.
    expect(listed.filter((r) => r.query.get('sequenceType') === 'recurring')).toHaveLength(oneoff.length);
    // Reused for a while: the same question does not go to Mollie again.
    await provider.methodsFor('NL', 2000, 'EUR');
    expect(mollie.requests.filter((r) => r.path === '/v2/methods')).toHaveLength(listed.length);
  });

  it('offers direct debit only when Mollie can charge a SEPA mandate', async () => {
    const noDebit = await FakeMollieServer.start({
      methods: [
        { id: 'ideal', description: 'iDEAL', currencies: ['EUR'], minimum: '0.01', maximum: '50000.00', first: true },
        // Listed for one-off payments, but not enabled for charging a mandate.
        { id: 'directdebit', description: 'SEPA Direct Debit', currencies: ['EUR'], minimum: '0.01', maximum: '1000.00' },
      ],
    });
    try {
      const adapter = new MollieProvider({ apiKey: noDebit.apiKey, apiEndpoint: noDebit.apiEndpoint });
      expect(await adapter.methodsFor('NL', 2000, 'EUR')).toEqual(['ideal']);
    } finally {
      await noDebit.close();
    }
  });

  describe('a one-time direct debit', () => {
    const account = { holder: 'Sanne de Vries', iban: 'NL91ABNA0417164300' };
    const mandateCalls = () => mollie.requests.filter((r) => r.method === 'POST' && /^\/v2\/customers\/cst_\w+\/mandates$/.test(r.path));

    it("is a SEPA mandate with the confirmed account on the member's customer, charged at once without a checkout page", async () => {
      const customers = mollie.store.customers.size;
      const input = order({
        method: 'directdebit',
        amountCents: 1999,
        directDebit: account,
        member: { id: 88, name: 'Sanne', email: 'sanne@example.com' },
      });
      const created = await provider.createPayment(input);
      expect(created).toEqual({ id: expect.stringMatching(/^tr_/), checkoutUrl: null, status: 'pending' });
      expect(mollie.store.customers.size).toBe(customers + 1);

      const payment = mollie.payment(created.id);
      const customerId = payment.customerId!;
      expect(mandateCalls().at(-1)).toMatchObject({
        path: `/v2/customers/${customerId}/mandates`,
        body: {
          method: 'directdebit',
          consumerName: 'Sanne de Vries',
          consumerAccount: 'NL91ABNA0417164300',
          signatureDate: new Date().toISOString().slice(0, 10),
          mandateReference: `AMORETTO-${input.orderId}`,
        },
        idempotencyKey: `amoretto-mandate-order-${input.orderId}`,
      });
      expect(mollie.mandates(customerId)).toEqual([
        expect.objectContaining({ id: payment.mandateId, method: 'directdebit', status: 'valid' }),
      ]);
      expect(lastCreate().body).toEqual({
        amount: { currency: 'EUR', value: '19.99' },
        description: 'Amoretto: 100 credits',
        webhookUrl: input.webhookUrl,
        metadata: { order_id: input.orderId },
        sequenceType: 'recurring',
        customerId,
        mandateId: payment.mandateId,
      });
      expect(payment).toMatchObject({ method: 'directdebit', status: 'pending' });

      // The bank collects it later. One consent, one debit: the mandate is not kept for repeat orders.
      mollie.pay(created.id);
      expect(await provider.getPayment(created.id)).toMatchObject({
        status: 'paid',
        amountCents: 1999,
        orderId: input.orderId,
        mandate: null,
      });
      expect(mollie.payment(created.id).details).toMatchObject({ consumerName: 'Sanne de Vries', consumerAccount: 'NL91ABNA0417164300' });
    });

    it('names the customer the member has: no second customer', async () => {
      const customerId = await provider.createCustomer({ id: 89, name: 'Bram', email: 'bram@example.com' }, 'nl', ++orderId);
      const customers = mollie.store.customers.size;
      const created = await provider.createPayment(order({ method: 'directdebit', customerId, directDebit: account }));
      expect(mollie.store.customers.size).toBe(customers);
      expect(mollie.payment(created.id)).toMatchObject({ customerId, sequenceType: 'recurring', status: 'pending' });
      mollie.fail(created.id);
      expect(await provider.getPayment(created.id)).toMatchObject({ status: 'failed', mandate: null });
    });

    it('is refused without the account, or when Mollie will not take the mandate; the IBAN stays out of the message', async () => {
      const before = mollie.requests.length;
      await expect(provider.createPayment(order({ method: 'directdebit' }))).rejects.toMatchObject({
        name: 'PaymentRefusedError',
        reason: 'method_unavailable',
      });
      expect(mollie.requests).toHaveLength(before);

      const customerId = await provider.createCustomer({ id: 90, name: 'Eva', email: 'eva@example.com' }, 'de', ++orderId);
      const payments = mollie.payments.length;
      const refused = provider.createPayment(
        order({ method: 'directdebit', customerId, directDebit: { holder: 'Eva', iban: 'DE89 3704' } }),
      );
      await expect(refused).rejects.toMatchObject({ name: 'PaymentRefusedError', reason: 'method_unavailable' });
      expect(mollie.payments).toHaveLength(payments);
      expect(mollie.mandates(customerId)).toEqual([]);

      mollie.store.methods = mollie.store.methods.filter((m) => m.id !== 'directdebit');
      try {
        const error = await provider
          .createPayment(order({ method: 'directdebit', customerId, directDebit: account }))
          .catch((e: unknown) => e);
        expect(error).toMatchObject({ name: 'PaymentRefusedError', reason: 'method_unavailable' });
        expect((error as Error).message).not.toContain('NL91ABNA0417164300');
      } finally {
        mollie.store.methods = [...DEFAULT_METHODS];
      }
    });
  });

  describe('when Mollie cannot serve us', () => {
    it('a wrong API key is "unavailable" (the member is told to try later), never a refusal', async () => {
      const wrongKey = new MollieProvider({ apiKey: 'test_wrongwrongwrongwrongwrongwrong', apiEndpoint: mollie.apiEndpoint });
      const attempt = wrongKey.createPayment(order());
      await expect(attempt).rejects.toBeInstanceOf(MollieUnavailableError);
      await expect(attempt).rejects.toThrow(/401/);
      await expect(wrongKey.getPayment('tr_anything')).rejects.toBeInstanceOf(MollieUnavailableError);
      await expect(wrongKey.refund('tr_anything', 100, 'EUR', 'x')).rejects.toBeInstanceOf(MollieUnavailableError);
    });

    it('an outage (503), no answer in time, or nothing listening is "unavailable"', async () => {
      mollie.setMode('outage');
      try {
        await expect(provider.createPayment(order())).rejects.toBeInstanceOf(MollieUnavailableError);
      } finally {
        mollie.setMode('up');
      }
      mollie.setMode('stalled');
      try {
        const impatient = new MollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.apiEndpoint, timeoutMs: 300 });
        await expect(impatient.getPayment('tr_anything')).rejects.toThrow(/did not answer in 300 ms/);
      } finally {
        mollie.setMode('up');
      }
      const nobody = new MollieProvider({ apiKey: mollie.apiKey, apiEndpoint: `https://127.0.0.1:${await freePort()}/v2/` });
      await expect(nobody.getPayment('tr_anything')).rejects.toBeInstanceOf(MollieUnavailableError);
    });
  });
});
