import { createPublicKey, X509Certificate } from 'node:crypto';
import { selfSignedCertificate, serialFrom } from './self-signed-certificate';

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

  it('makes every serial a positive, minimally encoded INTEGER, whatever the random bytes', () => {
    for (let first = 0; first < 256; first += 1) {
      for (const second of [0x00, 0x7f, 0x80, 0xff]) {
        const serial = serialFrom(Buffer.from([first, second, 1, 2, 3, 4, 5, 6]));
        expect(serial).toHaveLength(8);
        // Positive: high bit clear. Minimal: the first byte is not a zero that could be dropped.
        expect(serial[0]! & 0x80).toBe(0);
        expect(serial[0]).not.toBe(0);
      }
    }
  });
});
