import type { Base32Plugin } from '@otplib/core';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * RFC 4648 base32, the spelling of TOTP secrets, as an otplib plugin. Ours because otplib's
 * own (over @scure/base) is an ES module the test runner cannot load from CommonJS.
 */
export const totpBase32: Base32Plugin = {
  name: 'amoretto-base32',
  encode(data: Uint8Array): string {
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of data) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += ALPHABET[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
    return out;
  },
  decode(text: string): Uint8Array {
    const clean = text.toUpperCase().replace(/[\s=-]/g, '');
    const bytes: number[] = [];
    let bits = 0;
    let value = 0;
    for (const char of clean) {
      const index = ALPHABET.indexOf(char);
      if (index < 0) throw new Error('not a base32 string');
      value = ((value << 5) | index) & 0xffff;
      bits += 5;
      if (bits >= 8) {
        bytes.push((value >>> (bits - 8)) & 255);
        bits -= 8;
      }
    }
    return Uint8Array.from(bytes);
  },
};
