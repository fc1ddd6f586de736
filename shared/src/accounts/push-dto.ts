// Request bodies of `POST /api/user.php?push=1|0` (docs/product.md#push), validated by the backend.
import 'reflect-metadata';
import {
  IsDefined,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';

export const PUSH_ENDPOINT_MAX_LENGTH = 1000;
// Browsers hand the keys out as unpadded base64url; padding is tolerated.
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The keys of `PushSubscription.toJSON()`. */
export class PushKeysDto {
  /** An uncompressed P-256 point: 65 bytes, 87 characters. */
  @IsString() @Length(80, 100) @Matches(BASE64URL) p256dh: string;
  /** 16 random bytes: 22 characters. */
  @IsString() @Length(16, 32) @Matches(BASE64URL) auth: string;
}

/** `PushSubscription.toJSON()` as the browser produces it. */
export class PushSubscriptionDto {
  @IsString()
  @MaxLength(PUSH_ENDPOINT_MAX_LENGTH)
  @IsUrl({ protocols: ['https'], require_protocol: true })
  endpoint: string;

  @IsDefined() @IsObject() @ValidateNested() @Type(() => PushKeysDto) keys: PushKeysDto;

  /** Accepted but not kept: push services report expiry by answering 404/410 when sending. */
  @IsOptional() @IsNumber() expirationTime?: number | null;
}

/** `POST /api/user.php?push=1` */
export class PushSubscriptionSaveDto {
  @IsDefined() @IsObject() @ValidateNested() @Type(() => PushSubscriptionDto) subscription: PushSubscriptionDto;
}

/** `POST /api/user.php?push=0`: forgets this browser's subscription. */
export class PushSubscriptionRemoveDto {
  @IsString() @MaxLength(PUSH_ENDPOINT_MAX_LENGTH) endpoint: string;
}

/** Query of `POST /api/user.php`: no `push` is a login, 1 saves and 0 removes a push subscription. */
/**
 * `GET /api/user.php?optional=1`: the site's own session check. A visitor gets 200
 * `{ user: null }` instead of 403, so every logged-out page load is not a failed request.
 */
export class UserGetQueryDto {
  static allowUnknownKeys = true as const;
  @IsOptional() @IsIn(['1']) optional?: '1';
}

export class UserPostQueryDto {
  // Other query keys (tracking parameters copied along) do not turn a login into an error.
  static allowUnknownKeys = true as const;
  @IsOptional() @IsIn(['0', '1']) push?: '0' | '1';
}
