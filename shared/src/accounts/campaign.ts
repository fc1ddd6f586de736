// The campaign signup page (/members/{id}/signup): a visitor from an ad for one member.
import 'reflect-metadata';
import { IdFromText, IsId } from '../ids';
import type { MemberCard } from '../members/member-types';

/** `GET /api/members/:id/card` */
export class MemberCardParamsDto {
  @IdFromText() @IsId() id: number;
}

/** `GET /api/members/:id/card`: public, for the campaign entry only. */
export interface MemberCardResponse {
  member: MemberCard;
}
