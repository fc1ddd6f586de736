import type { Locale } from '../constants';
import type {
  BodyType,
  EyeColour,
  Gender,
  HairColour,
  Interest,
  MatchFinderAppearance,
  MatchFinderRace,
  NotificationsDisabledReason,
  RelationshipStatus,
  Sexuality,
} from '../vocabularies';

export type AccountStatus = 'not_confirmed' | 'active' | 'deleted';

export interface MainImage {
  filename: string;
  thumb_filename: string;
  status: 'active' | 'pending' | 'rejected';
}

/** The member's own profile as carried in `user.profile`. */
export interface OwnProfile {
  id: number;
  status: 'active' | 'disabled';
  name: string;
  age: number;
  date_of_birth: string;
  gender: Gender | null;
  sexuality: Sexuality | null;
  country: string;
  region: string | null;
  city: string | null;
  about_me: string | null;
  hair_colour: HairColour | null;
  eye_colour: EyeColour | null;
  body_type: BodyType | null;
  relationship_status: RelationshipStatus | null;
  interests: Interest[];
  /** Self-described and optional: only orders the match finder's results, never shown to others. */
  appearance: MatchFinderAppearance | null;
  ethnicity: MatchFinderRace | null;
  /** Left out of search and related lists while on. */
  invisible: boolean;
  main_image: MainImage | null;
}

/** `{ user }` of `GET/POST/PUT /api/user.php` (docs/product.md#accounts). */
export interface User {
  id: number;
  email: string;
  status: AccountStatus;
  credits: number;
  /** Credits owed after a chargeback; the next purchase settles them first. */
  credit_debt: number;
  paid_user: boolean;
  signup_date: string;
  notifications_disabled: NotificationsDisabledReason[];
  /** Shows the member's read state to partners and theirs to the member; reciprocal, so off hides both. */
  read_receipts: boolean;
  language: Locale;
  /** 'api': created in one call from a campaign page; the activation reminder shows as a modal. */
  signup_flow: SignupFlow;
  profile: OwnProfile;
}

/** `GET /api/user.php?optional=1`: null for a visitor. */
export interface MaybeUserResponse {
  user: User | null;
}

export interface UserResponse {
  user: User;
}

/** How an account was created: the signup steps ('form') or a campaign page in one go ('api'). */
export const SIGNUP_FLOWS = ['form', 'api'] as const;
export type SignupFlow = (typeof SIGNUP_FLOWS)[number];

/** `POST /api/accounts`: the new member, and that the activation mail is queued with the account. */
export interface SignupResponse extends UserResponse {
  activation_mail: 'queued';
}

/** Extra data on some account errors. */
export interface AccountErrorDetails {
  /** `account_locked`: minutes until the lock ends. */
  minutes?: number;
  /** `invalid_email`: a corrected address for a common domain typo. */
  suggestion?: string;
}
