import { HttpStatus } from '@nestjs/common';
import { type MemberRelation } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { existingMember, type TargetMember } from './members.repository';

// Rules about the member a viewer acts on; the statements are in members.repository.ts.
// Chats check blocks through this import too.
export { blockedEitherWay } from './members.repository';
export type { TargetMember } from './members.repository';

export const NO_RELATION: MemberRelation = { liked: false, liked_me: false, blocked: false };

/** Another member the viewer acts on: 400 own_profile for oneself, 404 member_not_found when unknown or deleted. */
export async function targetMember(db: Queryable, viewerId: number, profileId: number): Promise<TargetMember> {
  if (profileId === viewerId) throw new ApiException('own_profile', HttpStatus.BAD_REQUEST);
  const member = await existingMember(db, profileId);
  if (!member) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
  return member;
}
