import { HttpStatus } from '@nestjs/common';
import type { Queryable } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { lockedMember, type LockedMember } from './profiles.repository';

/**
 * Locks the member's users row until the surrounding transaction ends. Every change to
 * the member's photos or profile takes this lock first, so they run one at a time per
 * member (and always in the same lock order: users row, then photos).
 */
export async function lockMember(db: Queryable, userId: number): Promise<LockedMember> {
  const member = await lockedMember(db, userId);
  if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
  return member;
}
