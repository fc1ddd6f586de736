import { hash, verify } from 'argon2';
import { isCommonPassword } from './common-passwords';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api-exception';

// argon2id with the library's defaults (64 MiB, t=3): ~50 ms here, well above GPU cracking budgets.
export const hashPassword = (password: string): Promise<string> => hash(password, { type: 2 });

// Verified against when the email is unknown, so both cases take the same time.
const DUMMY_HASH = hash('not-a-real-password-just-for-timing', { type: 2 });

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (passwordHash === null) {
      await verify(await DUMMY_HASH, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw new ApiException('password_too_common', HttpStatus.BAD_REQUEST, { password: ['common'] });
}
