import { generateSecret } from '@otplib/core';
import { crypto } from '@otplib/plugin-crypto-node';
import { generate, verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import { TOTP_TOLERANCE_SECONDS } from './operator-auth-rules';
import { totpBase32 } from './totp-base32';

// otplib's parts with Node's own crypto (HMAC-SHA1, 6 digits, 30 s: what every authenticator app reads).
const plugins = { crypto, base32: totpBase32 };

/** The name authenticator apps show next to the account. */
const ISSUER = 'Amoretto operators';

export const newTotpSecret = (): string => generateSecret(plugins);

/** The `otpauth://` URI an authenticator app reads (as a QR code or pasted). */
export const totpUri = (email: string, secret: string): string => generateTOTP({ issuer: ISSUER, label: email, secret });

/** The code an authenticator app shows now (the development CLI and tests). */
export const currentTotpCode = (secret: string): Promise<string> => generate({ secret, ...plugins });

/**
 * The time step a code belongs to when it is right (this step or one either side) and newer
 * than `lastStep`, the last one accepted: a code seen once cannot be replayed. Null otherwise.
 */
export async function acceptedTotpStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...plugins,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid ? result.timeStep : null;
  } catch {
    // A malformed secret or code is a wrong code, never a 500.
    return null;
  }
}
