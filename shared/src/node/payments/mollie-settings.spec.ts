import { BaseEnvConfig } from '../base-env-config';
import { loadEnvConfig } from '../env-config';
import { withPaymentSettings } from './payment-env-config';
import { createPaymentProvider } from './provider-factory';
import { MollieProvider } from './mollie-provider';
import type { DataSource } from 'typeorm';

class ProbeConfig extends withPaymentSettings(BaseEnvConfig) {
  override PORT = 3999;
}

const KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const load = (env: Record<string, string>) => loadEnvConfig(ProbeConfig, { REDIS_URL: 'redis://x', ...env });

describe('Mollie settings', () => {
  it('PAYMENT_PROVIDER=mollie boots with an API key, against Mollie or another https root', () => {
    expect(load({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: KEY })).toMatchObject({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: KEY });
    expect(
      load({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: KEY, MOLLIE_API_ENDPOINT: 'https://127.0.0.1:4443/v2/' }).MOLLIE_API_ENDPOINT,
    ).toBe('https://127.0.0.1:4443/v2/');
  });

  it("refuses to boot without a key, with another credential than an API key, or with a root Mollie's client cannot call", () => {
    expect(() => load({ PAYMENT_PROVIDER: 'mollie' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => load({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'access_abcdefghijklmnopqrstuvwxyz' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => load({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'pfl_QkEhN94Ba' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => load({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: KEY, MOLLIE_API_ENDPOINT: 'http://127.0.0.1:4080/v2/' })).toThrow(
      /MOLLIE_API_ENDPOINT/,
    );
  });

  it('the sandbox needs no Mollie key', () => {
    expect(load({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('the provider factory builds the Mollie adapter from the settings', () => {
    const provider = createPaymentProvider(load({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: KEY }), {} as DataSource);
    expect(provider).toBeInstanceOf(MollieProvider);
    expect(provider.name).toBe('mollie');
  });
});
