import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PACKAGE_CREDITS, PACKAGE_PRICES_CENTS } from '../seeds/credit-packages.data';

/**
 * The money side: packages per site, orders/payments, discount codes, card and
 * direct-debit mandates, direct-debit requests with their SMS code, the sandbox
 * provider's own records and SMS inbox, and the member's credit debt after a chargeback.
 */
export class Payments1795500000000 implements MigrationInterface {
  name = 'Payments1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string, params?: unknown[]) => queryRunner.query(sql, params);
    await q(`CREATE TABLE credit_packages (
      id SERIAL PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      tier text NOT NULL CHECK (tier IN ('p0','p1','p2','p3')),
      credits integer NOT NULL CHECK (credits > 0),
      price_cents integer NOT NULL CHECK (price_cents > 0),
      currency text NOT NULL,
      popular boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      CONSTRAINT credit_packages_site_tier UNIQUE (site_id, tier))`);

    await q(`CREATE TABLE discount_codes (
      id SERIAL PRIMARY KEY,
      code text NOT NULL,
      kind text NOT NULL DEFAULT 'code' CHECK (kind IN ('code','welcome')),
      country text,
      user_id integer REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz,
      value_percentage integer NOT NULL CHECK (value_percentage BETWEEN 1 AND 100),
      currency text,
      minimum_order_value_cents integer,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','inactive')),
      validity text NOT NULL DEFAULT 'once_per_user' CHECK (validity IN ('once_per_user','once')),
      paymentmethods text[],
      created_at timestamptz NOT NULL DEFAULT now())`);
    // Codes are typed by members in any case; one code per spelling. A member's own
    // (welcome) code is unique per member.
    await q(`CREATE UNIQUE INDEX discount_codes_code_idx ON discount_codes (upper(code)) WHERE user_id IS NULL`);
    await q(`CREATE UNIQUE INDEX discount_codes_member_idx ON discount_codes (user_id, upper(code)) WHERE user_id IS NOT NULL`);

    await q(`CREATE TABLE mandates (
      id SERIAL PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_customer_id text NOT NULL,
      provider_mandate_id text NOT NULL,
      method text NOT NULL,
      label text NOT NULL,
      status text NOT NULL DEFAULT 'valid' CHECK (status IN ('valid','invalid')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT mandates_provider_id UNIQUE (provider, provider_mandate_id))`);
    await q(`CREATE INDEX mandates_user_idx ON mandates (user_id)`);

    await q(`CREATE TABLE payments (
      id SERIAL PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
      site_id integer NOT NULL REFERENCES sites(id),
      package_id integer NOT NULL REFERENCES credit_packages(id),
      credits integer NOT NULL CHECK (credits > 0),
      price_cents integer NOT NULL CHECK (price_cents > 0),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL,
      method text NOT NULL,
      discount_code_id integer REFERENCES discount_codes(id),
      discount_code text,
      discount_percentage integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'open'
        CHECK (status IN ('open','pending','paid','failed','canceled','expired','refunded','charged_back')),
      provider text NOT NULL,
      provider_payment_id text,
      checkout_url text,
      sequence_type text NOT NULL DEFAULT 'oneoff' CHECK (sequence_type IN ('oneoff','first','recurring')),
      mandate_id integer REFERENCES mandates(id),
      idempotency_key text NOT NULL,
      reversed_credits integer NOT NULL DEFAULT 0 CHECK (reversed_credits >= 0),
      refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      CONSTRAINT payments_idempotency UNIQUE (user_id, idempotency_key),
      CONSTRAINT payments_provider_id UNIQUE (provider, provider_payment_id),
      CONSTRAINT payments_reversal_within CHECK (reversed_credits <= credits))`);
    await q(`CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC)`);
    // Follow-up jobs and operators look for payments still waiting on the provider.
    await q(`CREATE INDEX payments_unsettled_idx ON payments (created_at) WHERE status IN ('open','pending')`);

    await q(`CREATE TABLE discount_redemptions (
      discount_code_id integer NOT NULL REFERENCES discount_codes(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      payment_id integer NOT NULL UNIQUE REFERENCES payments(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (discount_code_id, user_id))`);

    // What reached the webhook and what was done with it: forged, unknown and mismatched
    // calls are kept here (and logged) and change nothing else.
    await q(`CREATE TABLE payment_events (
      id BIGSERIAL PRIMARY KEY,
      provider text NOT NULL,
      provider_payment_id text,
      payment_id integer REFERENCES payments(id),
      kind text NOT NULL,
      outcome text NOT NULL,
      detail jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q(`CREATE INDEX payment_events_payment_idx ON payment_events (payment_id)`);

    await q(`CREATE TABLE direct_debit_requests (
      id SERIAL PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      package_id integer NOT NULL REFERENCES credit_packages(id),
      holder text NOT NULL,
      iban text NOT NULL,
      street text NOT NULL,
      house_number text NOT NULL,
      zip text NOT NULL,
      city text NOT NULL,
      phone text NOT NULL,
      otp_hash text NOT NULL,
      otp_attempts integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'awaiting_code' CHECK (status IN ('awaiting_code','confirmed','failed','expired')),
      payment_id integer REFERENCES payments(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL)`);
    await q(`CREATE INDEX direct_debit_requests_user_idx ON direct_debit_requests (user_id, created_at DESC)`);
    await q(`CREATE TABLE blocked_payment_details (
      kind text NOT NULL CHECK (kind IN ('iban','phone')),
      value text NOT NULL,
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, value))`);

    // The sandbox provider keeps its side of each payment here, as a provider would in its
    // own database; the product reads it only through the provider interface.
    await q(`CREATE TABLE sandbox_payments (
      id text PRIMARY KEY,
      amount_cents integer NOT NULL,
      currency text NOT NULL,
      method text NOT NULL,
      description text NOT NULL,
      redirect_url text NOT NULL,
      webhook_url text NOT NULL,
      status text NOT NULL DEFAULT 'open',
      sequence_type text NOT NULL DEFAULT 'oneoff',
      customer_id text,
      mandate_id text,
      metadata jsonb NOT NULL DEFAULT '{}',
      refunded_cents integer NOT NULL DEFAULT 0,
      charged_back_cents integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q(`CREATE TABLE sms_messages (
      id BIGSERIAL PRIMARY KEY,
      phone text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);

    // After a chargeback of spent credits the shortfall is owed; new credits settle it
    // first, so a member who owes holds none (and so cannot spend).
    await q(`ALTER TABLE users ADD COLUMN credit_debt integer NOT NULL DEFAULT 0`);
    await q(`ALTER TABLE users ADD CONSTRAINT users_credit_debt_non_negative CHECK (credit_debt >= 0)`);
    await q(`ALTER TABLE users ADD CONSTRAINT users_debt_means_no_credits CHECK (credit_debt = 0 OR credits = 0)`);

    const sites: Array<{ id: number; currency: string }> = await q(
      `SELECT id, (SELECT value ->> 'currency' FROM jsonb_each(minimum_message_costs) LIMIT 1) AS currency FROM sites`,
    );
    for (const site of sites) {
      const prices = PACKAGE_PRICES_CENTS[site.currency] ?? PACKAGE_PRICES_CENTS.EUR!;
      for (const [index, pkg] of PACKAGE_CREDITS.entries()) {
        await q(`INSERT INTO credit_packages (site_id, tier, credits, price_cents, currency, popular) VALUES ($1, $2, $3, $4, $5, $6)`, [
          site.id,
          pkg.tier,
          pkg.credits,
          prices[index],
          site.currency ?? 'EUR',
          pkg.popular,
        ]);
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_debt_means_no_credits`);
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_credit_debt_non_negative`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN credit_debt`);
    for (const table of [
      'sms_messages',
      'sandbox_payments',
      'blocked_payment_details',
      'direct_debit_requests',
      'payment_events',
      'discount_redemptions',
      'payments',
      'mandates',
      'discount_codes',
      'credit_packages',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
