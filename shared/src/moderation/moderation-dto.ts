// The console's moderation area (docs/product.md#moderation): what moderators see and decide.
import 'reflect-metadata';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ReportReason, ReportStatus } from './report-dto';

/** A report as the moderation list shows it. */
export interface ModerationReport {
  id: number;
  created_at: string;
  status: ReportStatus;
  reason: ReportReason;
  text: string;
  conversation_id: number | null;
  reporter: ModerationMemberRef;
  reported: ModerationMemberRef;
}

/** A member named in a moderation list. */
export interface ModerationMemberRef {
  id: number;
  name: string;
  email: string;
  profile_status: 'active' | 'disabled';
}

/** A complaint sent from /complaints. */
export interface ModerationComplaint {
  id: number;
  created_at: string;
  reference: string;
  topic: string;
  text: string;
  email: string;
  status: string;
  user_id: number | null;
  member_id: number | null;
  conversation_id: number | null;
}

/** A photo uploaded since the last review; `url` is its full size under the member's site CDN. */
export interface ModerationPhoto {
  id: number;
  created_at: string;
  status: 'active' | 'pending' | 'rejected';
  url: string;
  thumb_url: string;
  member: ModerationMemberRef;
}

/** A profile text written or changed since the last review. */
export interface ModerationText {
  member: ModerationMemberRef;
  about_me: string;
  changed_at: string | null;
}

export interface ModerationQueueResponse {
  reports: ModerationReport[];
  complaints: ModerationComplaint[];
  photos: ModerationPhoto[];
  texts: ModerationText[];
}

export const REPORT_DECISIONS = ['upheld', 'dismissed'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** `POST /api/operator/moderation/reports/{id}/decision`. */
export class ReportDecisionDto {
  @IsIn(REPORT_DECISIONS) decision: ReportDecision;
}

export const MODERATION_NOTE_MAX_LENGTH = 500;

/** A decision on a member (warn, disable, restore, reject a photo, hide a text) with an optional note for the member's mail. */
export class MemberDecisionDto {
  @IsOptional() @IsString() @MaxLength(MODERATION_NOTE_MAX_LENGTH) note?: string;
}

/** The mails a decision sends the member, in their language. */
export const MODERATION_MAIL_KINDS = ['photo_rejected', 'text_hidden', 'warning', 'disabled', 'restored'] as const;
export type ModerationMailKind = (typeof MODERATION_MAIL_KINDS)[number];

export interface ModerationDecisionResponse {
  ok: true;
}
