import { randomInt } from 'node:crypto';
import { hash, verify } from 'argon2';
import { DIRECT_DEBIT_OTP_LENGTH } from '@amoretto/shared';

/** A fresh SMS code: DIRECT_DEBIT_OTP_LENGTH digits from the system's secure random source. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** DIRECT_DEBIT_OTP_LENGTH)).padStart(DIRECT_DEBIT_OTP_LENGTH, '0');
}

// A million codes are quickly tried against a fast hash; with argon2id (19 MiB, t=2, about 20 ms)
// trying them all takes hours, long after the code's ten minutes are over.
const OTP_HASH_OPTIONS = { type: 2, memoryCost: 19_456, timeCost: 2 } as const;

export const hashOtp = (code: string): Promise<string> => hash(code, OTP_HASH_OPTIONS);

export async function otpMatches(otpHash: string, code: string): Promise<boolean> {
  try {
    return await verify(otpHash, code);
  } catch {
    return false;
  }
}
