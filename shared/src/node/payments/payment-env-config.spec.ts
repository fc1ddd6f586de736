import { BaseEnvConfig } from '../base-env-config';
import { loadEnvConfig } from '../env-config';
import { sandboxWebhookSecret } from './provider-factory';
import { withPaymentSettings } from './payment-env-config';
import { DEV_SANDBOX_WEBHOOK_SECRET } from './sandbox-webhook';

class Config extends withPaymentSettings(BaseEnvConfig) {
  override PORT = 1;
}

const base = { REDIS_URL: 'redis://127.0.0.1:6379/0' };

describe('payment settings', () => {
  it('run the sandbox by default, with the built-in webhook key outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadEnvConfig(Config, { ...base, NODE_ENV });
      expect(config.PAYMENT_PROVIDER).toBe('sandbox');
      expect(sandboxWebhookSecret(config)).toBe(DEV_SANDBOX_WEBHOOK_SECRET);
    }
  });

  it('refuse to boot the sandbox in production without a webhook key of its own', () => {
    expect(() => loadEnvConfig(Config, { ...base, NODE_ENV: 'production' })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
    expect(() => loadEnvConfig(Config, { ...base, NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET/,
    );
    const config = loadEnvConfig(Config, { ...base, NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: 'a-key-of-this-deployment' });
    expect(sandboxWebhookSecret(config)).toBe('a-key-of-this-deployment');
  });

  it('need no sandbox key when Mollie is the provider', () => {
    const config = loadEnvConfig(Config, { ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc123' });
    expect(config.PAYMENT_PROVIDER).toBe('mollie');
  });

  it('refuse a provider it does not know', () => {
    expect(() => loadEnvConfig(Config, { ...base, PAYMENT_PROVIDER: 'cash' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
