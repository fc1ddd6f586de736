import { createPublicKey, X509Certificate } from 'node:crypto';
import { selfSignedCertificate } from './self-signed-certificate';

describe('self-signed test certificate', () => {
  it('is a certificate for 127.0.0.1 and localhost, signed by its own key, valid now', () => {
    const { cert, key } = selfSignedCertificate();
    const x509 = new X509Certificate(cert);
    expect(x509.subject).toBe('CN=localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.verify(createPublicKey(key))).toBe(true);
    expect(new Date(x509.validFrom).getTime()).toBeLessThan(Date.now());
    expect(new Date(x509.validTo).getTime()).toBeGreaterThan(Date.now());
  });
});
