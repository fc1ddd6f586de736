// Response shapes of the profiles, search, member-page, blocking and geocode API.
import type { BodyType, EyeColour, Gender, HairColour, Interest, RelationshipStatus, Sexuality } from '../vocabularies';

/** Image addresses under the site's cdn_prefix. */
export interface ImageUrls {
  url: string;
  thumb_url: string;
}

/** A member as a card in search results, related/similar lists and the newest-members list. */
export interface MemberCard {
  id: number;
  name: string;
  age: number;
  city: string | null;
  country: string;
  region: string | null;
  main_image: { thumb_url: string } | null;
  /** Fictional chat partner: the card shows settings.fictional_warning. */
  fictional: boolean;
}

export interface NewestMembersResponse {
  members: MemberCard[];
}

/** `GET /api/members` (search). Keyset paging: `next_cursor` fetches page + 1. */
export interface SearchResponse {
  page: number;
  /** Results of this page, at most SEARCH_PAGE_SIZE. */
  profiles: MemberCard[];
  numResults: number;
  /** Opaque; pass with page + 1 to get the next page. null on the last page. */
  next_cursor: string | null;
  /** When few results match: members from a wider region or age range, not in `profiles`. */
  similar: MemberCard[];
  similar_count: number;
}

/** One photo of another member on their page. Locked photos carry no address at all. */
export type MemberPhoto = { id: number; locked: false; url: string; thumb_url: string } | { id: number; locked: true };

/** Another member's public profile, limited to the site's visible_profile_fields. */
export interface PublicProfile {
  id: number;
  status: 'active' | 'disabled';
  name: string;
  age: number;
  gender: Gender | null;
  sexuality: Sexuality | null;
  country: string;
  region: string | null;
  city: string | null;
  hair_colour: HairColour | null;
  eye_colour: EyeColour | null;
  body_type: BodyType | null;
  relationship_status: RelationshipStatus | null;
  interests: Interest[];
  about_me: string | null;
  main_image: ImageUrls | null;
  photos: MemberPhoto[];
  fictional: boolean;
}

/** What the viewer has done to this member (all false for visitors). */
export interface MemberRelation {
  liked: boolean;
  liked_me: boolean;
  blocked: boolean;
}

/** `GET /api/members/:id` (also behind `/likes/m/:id`). 403 blocked_by_member when they blocked the viewer. */
export interface MemberPageResponse {
  profile: PublicProfile;
  relation: MemberRelation;
  related: MemberCard[];
  similar: MemberCard[];
}

/** One of the member's own photos (`GET /api/photos`, and after each photo change). */
export interface OwnPhoto {
  id: number;
  position: number;
  status: 'active' | 'pending' | 'rejected';
  url: string;
  thumb_url: string;
}

export interface OwnPhotosResponse {
  photos: OwnPhoto[];
  /** 3 for free members, 25 for premium. */
  limit: number;
}

/** `GET /api/geocode.php?lat=&lon=`: the place, or `false` when it cannot be resolved. */
export type GeocodeResponse = { country: string; region: string | null; city: string } | false;

/** `POST|DELETE /api/likes`, `POST|DELETE /api/blocks`: the relation after the change. */
export interface MemberRelationResponse {
  relation: MemberRelation;
}

/** `GET /api/blocks`: the members the viewer blocked, most recently blocked first. */
export interface BlockedMembersResponse {
  members: MemberCard[];
}
