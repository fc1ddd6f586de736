import { IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MinLength, ValidateIf } from 'class-validator';
import type { BaseEnvConfig } from '../base-env-config';

export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The payment settings as the provider factory reads them. */
export interface PaymentSettings {
  NODE_ENV: BaseEnvConfig['NODE_ENV'];
  PAYMENT_PROVIDER: PaymentProviderName;
  SANDBOX_WEBHOOK_SECRET?: string;
  MOLLIE_API_KEY?: string;
  MOLLIE_API_ENDPOINT?: string;
}

// TypeScript accepts a class as a mixin base only with a constructor of `...args: any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConfigClass = abstract new (...args: any[]) => BaseEnvConfig;

/**
 * Adds the payment provider settings to a process's config class: the backend (payments,
 * webhooks, the sandbox pages) and the workers (webhook delivery, status follow-ups) read
 * the same ones and must agree.
 */
export function withPaymentSettings<T extends ConfigClass>(Base: T) {
  abstract class WithPaymentSettings extends Base implements PaymentSettings {
    /** `sandbox` (built in; development, tests and demos) or `mollie` (real money, needs MOLLIE_API_KEY). */
    @IsIn(PAYMENT_PROVIDERS)
    PAYMENT_PROVIDER: PaymentProviderName = 'sandbox';

    /**
     * Key of the sandbox's webhook signatures, shared by the backend (verifies) and the workers
     * (sign). Required in production while the sandbox is the provider: a deployment must
     * choose its payments on purpose, never run the sandbox (where anyone can mark a payment
     * paid) with a key printed in the source.
     */
    @ValidateIf(
      (config: WithPaymentSettings) =>
        config.PAYMENT_PROVIDER === 'sandbox' && (config.NODE_ENV === 'production' || config.SANDBOX_WEBHOOK_SECRET !== undefined),
    )
    @IsString()
    @MinLength(16)
    SANDBOX_WEBHOOK_SECRET?: string;

    /** Mollie's API key (live_… or test_…); required with PAYMENT_PROVIDER=mollie. */
    @ValidateIf((config: WithPaymentSettings) => config.PAYMENT_PROVIDER === 'mollie')
    @IsString()
    @IsNotEmpty()
    // Not an OAuth token (access_…) or a profile id (pfl_…): those fail at the first payment, this fails at boot.
    @Matches(/^(live|test)_[A-Za-z0-9]+$/, { message: 'MOLLIE_API_KEY must be a Mollie API key (live_… or test_…)' })
    MOLLIE_API_KEY?: string;

    /** Another address for Mollie's API (the tests' local Mollie-like server); Mollie's own when unset. */
    // https only: Mollie's client sends every call through an HTTPS agent.
    @IsOptional()
    @IsUrl({ require_tld: false, require_protocol: true, protocols: ['https'] })
    MOLLIE_API_ENDPOINT?: string;
  }
  return WithPaymentSettings;
}
