import { IsUrl } from 'class-validator';
import { BaseEnvConfig } from './base-env-config';
import { loadEnvConfig } from './env-config';

class ProbeConfig extends BaseEnvConfig {
  override PORT = 3999;

  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';
}

describe('loadEnvConfig', () => {
  it('reads the environment over the defaults and converts numbers', () => {
    const config = loadEnvConfig(ProbeConfig, { REDIS_URL: 'redis://127.0.0.1:6379/0', PORT: '4001' });
    expect(config).toMatchObject({ PORT: 4001, HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'development' });
  });

  it('keeps the subclass default port when none is given', () => {
    expect(loadEnvConfig(ProbeConfig, { REDIS_URL: 'redis://x' }).PORT).toBe(3999);
  });

  it('refuses to boot on a missing or malformed value, naming each', () => {
    expect(() => loadEnvConfig(ProbeConfig, { PORT: 'eighty', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url' })).toThrow(
      /REDIS_URL[\s\S]*PORT|PORT[\s\S]*REDIS_URL/,
    );
    expect(() => loadEnvConfig(ProbeConfig, { REDIS_URL: 'redis://x', LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadEnvConfig(ProbeConfig, { REDIS_URL: 'redis://x', PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
