// Members' reports of another profile or of a conversation (docs/product.md#moderation).
import 'reflect-metadata';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsId } from '../ids';

/** Why a member reports someone; the list is fixed (the reports table checks it too). */
export const REPORT_REASONS = ['fake_profile', 'spam', 'harassment', 'inappropriate_content', 'scam', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The member's own words beside the reason. */
export const REPORT_TEXT_MAX_LENGTH = 1000;
/** Reports one member may send in REPORT_RATE_WINDOW_MS. */
export const REPORT_RATE_LIMIT = 10;
export const REPORT_RATE_WINDOW_MS = 60 * 60_000;

/** `POST /api/reports`: a profile, or the conversation with it when `conversation_id` is given. */
export class ReportDto {
  @IsId() profile_id: number;
  @IsOptional() @IsId() conversation_id?: number;
  @IsIn(REPORT_REASONS) reason: ReportReason;
  @IsOptional() @IsString() @MaxLength(REPORT_TEXT_MAX_LENGTH) text?: string;
}

export interface ReportResponse {
  report: { id: number; status: ReportStatus };
}
