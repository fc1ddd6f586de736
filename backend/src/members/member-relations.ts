import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { parseId, type MemberRelation } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';

export const NO_RELATION: MemberRelation = { liked: false, liked_me: false, blocked: false };

/** A path id that cannot be a member answers like a member that does not exist. */
export function memberIdParam(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
  return id;
}

export interface TargetMember {
  id: number;
  profile_status: 'active' | 'disabled';
}

/** Another member the viewer acts on: 400 own_profile for oneself, 404 member_not_found when unknown or deleted. */
export async function targetMember(manager: EntityManager, viewerId: number, profileId: number): Promise<TargetMember> {
  if (profileId === viewerId) throw new ApiException('own_profile', HttpStatus.BAD_REQUEST);
  const [member] = (await manager.query(
    `SELECT id, profile_status FROM users WHERE id = $1 AND status <> 'deleted'`,
    [profileId],
  )) as TargetMember[];
  if (!member) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
  return member;
}

/**
 * Serialises every like and block change between the same two members (either direction),
 * so a like can never slip in beside a block that is being written at the same moment.
 * Two-key advisory lock on the ordered pair, released at the end of the transaction; the
 * database function chat_send takes the same lock for every message.
 */
export async function lockPair(manager: EntityManager, a: number, b: number): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [Math.min(a, b), Math.max(a, b)]);
}

export async function blockedEitherWay(manager: EntityManager, a: number, b: number): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
    [a, b],
  )) as unknown[];
  return rows.length > 0;
}

export async function hasBlocked(manager: EntityManager, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = (await manager.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId])) as unknown[];
  return rows.length > 0;
}

export async function relationBetween(manager: EntityManager, viewerId: number, memberId: number): Promise<MemberRelation> {
  const [row] = (await manager.query(
    `SELECT EXISTS (SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2) AS liked,
            EXISTS (SELECT 1 FROM likes WHERE liker_id = $2 AND liked_id = $1) AS liked_me,
            EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocked`,
    [viewerId, memberId],
  )) as MemberRelation[];
  return { liked: row!.liked, liked_me: row!.liked_me, blocked: row!.blocked };
}

/** The viewer and everyone blocked by them or blocking them: never listed to the viewer. */
export async function excludedFor(manager: EntityManager, viewerId: number): Promise<number[]> {
  const rows = (await manager.query(
    `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
     UNION SELECT blocker_id FROM blocks WHERE blocked_id = $1`,
    [viewerId],
  )) as Array<{ id: number }>;
  return [viewerId, ...rows.map((r) => r.id)];
}
