import type { DataSource } from 'typeorm';
import { MollieProvider } from './mollie-provider';
import type { PaymentSettings } from './payment-env-config';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { DEV_SANDBOX_WEBHOOK_SECRET } from './sandbox-webhook';

/** The sandbox's webhook key: the configured one, else (development and tests only; config refuses it in production) the built-in one. */
export function sandboxWebhookSecret(settings: PaymentSettings): string {
  return settings.SANDBOX_WEBHOOK_SECRET ?? DEV_SANDBOX_WEBHOOK_SECRET;
}

/** The provider the configuration names; the backend and the workers build theirs here. */
export function createPaymentProvider(settings: PaymentSettings, db: DataSource): PaymentProvider {
  switch (settings.PAYMENT_PROVIDER) {
    case 'sandbox':
      return new SandboxProvider(db, sandboxWebhookSecret(settings));
    case 'mollie':
      return MollieProvider.fromSettings(settings);
  }
}
