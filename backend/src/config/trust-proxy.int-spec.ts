import { bootBackend, type TestBackend } from '../testing/test-app';
import { loadConfig } from './app-config';
import { trustProxySetting } from './trust-proxy';

// The client's address decides per-address limits and the visitor's country. It comes from
// X-Forwarded-For only when a proxy in front is trusted to write that header; otherwise any
// client could name any address and dodge every per-address limit.
describe('client address and X-Forwarded-For', () => {
  const geoipCountry = async (backend: TestBackend, forwardedFor: string): Promise<string> =>
    (await backend.http().get('/api/settings.php').set('Host', 'localhost').set('X-Forwarded-For', forwardedFor).expect(200)).body
      .geoip_country;

  it('trusts no proxy unless the environment says one is there', () => {
    const { TRUST_PROXY: _unset, ...env } = process.env;
    expect(trustProxySetting(loadConfig({ ...env, NODE_ENV: 'test' }).TRUST_PROXY)).toBe(false);
  });

  it('ignores the header when no proxy is trusted (clients reach the backend directly)', async () => {
    const direct = await bootBackend({ config: { TRUST_PROXY: '' } });
    try {
      // A US address named by the client itself: the answer is the loopback's, the site's country.
      expect(await geoipCountry(direct, '8.8.8.8')).toBe('IT');
    } finally {
      await direct.close();
    }
  });

  it('behind one proxy takes the address that proxy saw, not what the client put before it', async () => {
    const proxied = await bootBackend({ config: { TRUST_PROXY: '1' } });
    try {
      expect(await geoipCountry(proxied, '8.8.8.8')).toBe('US');
      // The client wrote 8.8.8.8; the proxy appended the address it saw (private: no country).
      expect(await geoipCountry(proxied, '8.8.8.8, 10.1.2.3')).toBe('IT');
    } finally {
      await proxied.close();
    }
  });
});
