import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/api-exception';

export interface LockedMember {
  id: number;
  paid_user: boolean;
  site_id: number;
  country: string;
  region: string | null;
}

/**
 * Locks the member's users row until the surrounding transaction ends. Every change to
 * the member's photos or profile takes this lock first, so they run one at a time per
 * member (and always in the same lock order: users row, then photos).
 */
export async function lockMember(manager: EntityManager, userId: number): Promise<LockedMember> {
  const [member] = (await manager.query(
    `SELECT id, paid_user, site_id, country, region FROM users WHERE id = $1 AND status <> 'deleted' FOR UPDATE`,
    [userId],
  )) as LockedMember[];
  if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
  return member;
}
