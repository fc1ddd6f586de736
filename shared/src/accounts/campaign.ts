// The campaign signup page (/members/{id}/signup): a visitor from an ad for one member.
import 'reflect-metadata';
import { IsInt, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';
import type { MemberCard } from '../members/member-types';

/** `GET /api/members/:id/card` */
export class MemberCardParamsDto {
  @Type(() => Number) @IsInt() @Min(1) @Max(2_147_483_647) id: number;
}

/** `GET /api/members/:id/card`: public, for the campaign entry only. */
export interface MemberCardResponse {
  member: MemberCard;
}
