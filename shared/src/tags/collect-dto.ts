import 'reflect-metadata';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { TAG_KINDS, type TagKind } from './site-tags';

/** Longest page path a hit records; longer ones are cut by the stand-in script. */
export const COLLECT_PATH_MAX = 300;

/**
 * `POST /api/collect/hits`: one hit of the first-party collector that stands in for the tracking
 * tag and the session-analytics script in development and tests (docs/product.md#consent).
 */
export class CollectHitDto {
  @IsIn(TAG_KINDS) kind: TagKind;
  @IsString() @Matches(/^[A-Za-z0-9_-]{1,64}$/) tag_id: string;
  @IsString() @MaxLength(COLLECT_PATH_MAX) @Matches(/^\//) path: string;
}

/** A stored hit, as the collector lists them (`GET /api/collect/hits`, newest last). */
export interface CollectHit {
  kind: TagKind;
  tag_id: string;
  path: string;
  created_at: string;
}

export interface CollectHitsResponse {
  hits: CollectHit[];
}
