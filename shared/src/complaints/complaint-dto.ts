// Complaints (docs/product.md#complaints): the form's contract and the stored row, shared by the
// site, the backend and the moderators' console.
import 'reflect-metadata';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';

/** The fixed topics of the form, in the order the form lists them. */
export const COMPLAINT_TOPICS = ['member', 'conversation', 'payment', 'account', 'privacy', 'other'] as const;
export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number];

/** Where a complaint is in the moderators' work; a new complaint is `open`. */
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 4000;

const INT4_MAX = 2_147_483_647;

/**
 * `POST /api/complaints`. A visitor gives the address the acknowledgment goes to; a logged-in
 * member's account address is used whatever is sent.
 */
export class ComplaintDto {
  @IsIn(COMPLAINT_TOPICS) topic: ComplaintTopic;
  @IsString() @Length(COMPLAINT_TEXT_MIN, COMPLAINT_TEXT_MAX) text: string;
  /** Checked in the service (isPlausibleEmail): class-validator's IsEmail throws on a lone surrogate. */
  @IsOptional() @IsString() @MaxLength(254) email?: string;
  @IsOptional() @IsInt() @Min(1) @Max(INT4_MAX) member_id?: number;
  @IsOptional() @IsInt() @Min(1) @Max(INT4_MAX) conversation_id?: number;
}

export interface ComplaintResponse {
  /** The short reference quoted in the acknowledgment mail, e.g. `C-7F3K2Q`. */
  reference: string;
}

/** One row of the `complaints` table, as read by SQL (snake_case columns, camelCase here). */
export interface ComplaintRow {
  id: string;
  siteId: number;
  userId: number | null;
  email: string;
  topic: ComplaintTopic;
  text: string;
  memberId: number | null;
  conversationId: number | null;
  reference: string;
  status: ComplaintStatus;
  createdAt: Date;
}
