// Leaving and coming back (docs/product.md#leaving): the reasons a member gives, the request
// body, and what the settings page reads before and after.
import 'reflect-metadata';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoLoneSurrogate, NoNul } from '../no-nul';
import { DELETE_REASONS, type DeleteReason } from '../vocabularies';
import { PASSWORD_MAX_LENGTH } from './account-dto';

// The reasons themselves (DELETE_REASONS) are a vocabulary; any of them may carry free-text remarks.

/** Remarks are feedback, not a letter: long enough for a paragraph, short enough to read. */
export const DELETE_REMARKS_MAX_LENGTH = 1000;

/** `POST /api/account/deletion` — the password proves it is the member, not someone at an open laptop. */
export class AccountDeletionDto {
  @IsIn(DELETE_REASONS) reason: DeleteReason;
  @IsOptional() @IsString() @MaxLength(DELETE_REMARKS_MAX_LENGTH) @NoNul() @NoLoneSurrogate() remarks?: string;
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password: string;
}

/** `GET /api/account/deletion`: what the deletion form offers before the member confirms. */
export interface AccountDeletionInfoResponse {
  /** The company's `delete_discount` as a percentage off the next purchase; null when none is offered. */
  stay_offer: { value_percentage: number } | null;
  /** Days the deletion can be undone (by the mailed link, or by signing up again with the address). */
  undo_days: number;
}

/** `POST /api/account/deletion/stay-offer`: the member stays and gets a code for the credits page. */
export interface StayOfferResponse {
  code: string;
  value_percentage: number;
  expires: string;
}

/** `GET /api/account/export`: everything the product holds about the member, as JSON. */
export interface AccountExport {
  exported_at: string;
  account: {
    id: number;
    email: string;
    name: string;
    status: string;
    language: string;
    country: string;
    signup_date: string;
    activated_at: string | null;
    credits: number;
    paid_user: boolean;
    read_receipts: boolean;
    invisible: boolean;
    notifications_disabled: string[];
    /** Mail notification types the member switched off. */
    email_notifications_off: string[];
    push_previews: boolean;
    signup_message: string | null;
    tracking: Record<string, string>;
  };
  profile: {
    date_of_birth: string;
    gender: string | null;
    sexuality: string | null;
    region: string | null;
    city: string | null;
    about_me: string | null;
    hair_colour: string | null;
    eye_colour: string | null;
    body_type: string | null;
    relationship_status: string | null;
    interests: string[];
    /** Self-description for the match finder (docs/product.md#match-finder). */
    appearance: string | null;
    ethnicity: string | null;
  };
  photos: Array<{ url: string; thumb_url: string; position: number; created_at: string }>;
  /** Metadata only for messages received (who, when, what kind); the texts the member sent themselves. */
  messages: Array<{
    conversation_id: number;
    direction: 'sent' | 'received';
    partner_id: number;
    kind: string;
    body: string | null;
    cost: number;
    created_at: string;
  }>;
  likes: { given: Array<{ profile_id: number; created_at: string }>; received: Array<{ profile_id: number; created_at: string }> };
  blocks: Array<{ profile_id: number; created_at: string }>;
  payments: Array<{
    id: number;
    status: string;
    credits: number;
    amount_cents: number;
    currency: string;
    method: string;
    discount_code: string | null;
    created_at: string;
    paid_at: string | null;
  }>;
  ledger: Array<{ amount: number; reason: string; created_at: string }>;
  push_subscriptions: Array<{ endpoint_host: string; created_at: string }>;
  sessions: Array<{ created_at: string; expires_at: string; revoked_at: string | null; ip: string | null; user_agent: string | null }>;
}
