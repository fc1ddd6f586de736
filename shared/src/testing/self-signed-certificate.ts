// Tests only: a throwaway TLS certificate for a local server, made in memory (no openssl
// binary, no key kept in the repository).
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** A DER element: tag, length (short or long form), content. */
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const length = body.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), body]);
  const lengthBytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) lengthBytes.unshift(rest & 0xff);
  return Buffer.concat([Buffer.from([tag, 0x80 | lengthBytes.length, ...lengthBytes]), body]);
}

const sequence = (...parts: Buffer[]) => der(0x30, ...parts);

function objectId(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first! + second!];
  for (const arc of rest) {
    const encoded = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) encoded.unshift((value & 0x7f) | 0x80);
    bytes.push(...encoded);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ (the certificate's dates stay before 2050). */
function utcTime(date: Date): Buffer {
  return der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
}

const commonName = (name: string) => sequence(der(0x31, sequence(objectId('2.5.4.3'), der(0x0c, Buffer.from(name)))));

/**
 * A certificate serial (a DER INTEGER's content) from random bytes: positive, and minimal. A first
 * byte of zero before one under 0x80 is padding DER forbids, and OpenSSL refuses the whole
 * certificate ("illegal padding"): with the high bit merely cleared, one serial in 256 was that.
 */
export function serialFrom(random: Buffer): Buffer {
  const serial = Buffer.from(random);
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  return serial;
}

/**
 * A self-signed P-256 certificate for 127.0.0.1 and localhost, valid from an hour ago for
 * a day, with its private key, both PEM.
 */
export function selfSignedCertificate(name = 'localhost'): { cert: string; key: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = sequence(objectId('1.2.840.10045.4.3.2'));
  const serial = serialFrom(randomBytes(8));
  const now = Date.now();
  const subjectAltName = sequence(der(0x87, Buffer.from([127, 0, 0, 1])), der(0x82, Buffer.from('localhost')));
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, serial),
    ecdsaWithSha256,
    commonName(name),
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    commonName(name),
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(sequence(objectId('2.5.29.17'), der(0x04, subjectAltName)))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), signature));
  const base64 = certificate
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd();
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
